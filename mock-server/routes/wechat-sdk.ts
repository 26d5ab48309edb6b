// WeChat's JS-SDK support: the signature of a page URL and the public WeChat settings.
import { signableUrlProblem } from '../../src/lib/wechat';
import { get, ok, MockError, queryOf } from '../kit';
import { publicSettings, signPage } from '../services/wechat-sdk';

export default [
  get('/api/wechat/jsSdkConfig', { public: true }, (req, res) => {
    const url = queryOf(req).url;
    const problem = signableUrlProblem(url);
    if (problem) throw new MockError(400, problem, 400, { field: 'url' });
    ok(res, signPage(url as string));
  }),

  get('/api/wechat/settings', { public: true }, (req, res) =>
    ok(res, publicSettings(`${req.protocol}://${req.headers.host ?? ''}`)),
  ),
];
