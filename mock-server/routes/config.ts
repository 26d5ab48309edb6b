// Public configuration: named config entries (rules, rich texts) and the home page config.
import { get, ok, MockError, queryOf, read, tables } from '../kit';

export default [
  get('/api/config/getConfig', { public: true }, (req, res) => {
    const name = read.str(queryOf(req), 'name', '配置名称', { max: 64 });
    const config = tables(req).config;
    if (!Object.hasOwn(config, name)) throw new MockError(404, `配置项不存在：${name}`);
    ok(res, config[name as keyof typeof config]);
  }),

  get('/api/pageConfig', { public: true }, (req, res) => ok(res, tables(req).pageConfig)),
];
