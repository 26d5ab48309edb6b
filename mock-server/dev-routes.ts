// The /__mock developer routes (mounted only when the server is started with `devRoutes`, and
// only for the developer's machine and pages: middleware/security.ts): scenarios for the dev
// panel and tests, the outcome and step of the mock's store review, the next payment's outcome,
// a reset of the server's short-lived memory, captcha answers for tests, json-server's REST router
// over the database for inspection (sessions hold token hashes only, so it shows no token), the
// reload channel of `npm run dev`, the phones' script errors, and the API's reference (openapi.json and its
// page, api-reference.ts).
import jsonServer, { type Router } from 'json-server';
import { apiReference } from './api-reference';
import { ok, send } from './lib/envelope';
import { asMock } from './lib/context';
import { bodyOf, read } from './lib/input';
import { SCENARIOS, isScenario } from './lib/scenario-names';
import { guarded, type RouteDef } from './lib/route';
import { MockError } from './lib/envelope';
import { jsonBody } from './middleware/body';
import { errorEnvelope } from './middleware/errors';
import type { ScenarioBoard } from './middleware/scenarios';
import { captchaAnswer } from './services/captcha';
import { forgetFieldErrors, keptFieldErrors } from './services/field-errors';
import type { MockDb } from './schema';
import { REVIEW_OUTCOMES, isReviewOutcome } from './services/store-review';
import type { LiveReload } from './services/live-reload';
import { NEXT_PAYMENT_OUTCOMES, isNextPaymentOutcome, nextPayment } from './services/wechat-pay';

export function devRoutes(board: ScenarioBoard, routes: RouteDef[], db: MockDb, liveReload?: LiveReload): Router {
  const dev = jsonServer.create();
  const known = new Set(routes.map((r) => r.path));

  // our body reader first: json-server's router answers a malformed body with its stack trace
  dev.use(jsonBody());
  dev.use('/db', jsonServer.router(db));
  dev.use(apiReference());

  dev.get('/scenarios', (_req, res) => {
    ok(res, {
      standing: board.standing,
      armed: board.armed,
      scenarios: SCENARIOS,
      routes: routes.map((r) => ({ method: r.method, path: r.path })),
    });
  });

  dev.post(
    '/scenarios',
    guarded((req, res) => {
      const body = bodyOf(req);
      const route = read.str(body, 'route', '接口路径', { max: 200 });
      if (route !== '*' && !known.has(route)) throw new MockError(400, `未知的接口：${route}`);
      if (!isScenario(body.scenario)) throw new MockError(400, `模拟场景只能是 ${SCENARIOS.join('、')} 之一`);
      const times = body.times === undefined ? 1 : read.int(body, 'times', '次数', { min: 1, max: 1000 });
      board.arm(route, body.scenario, times);
      ok(res, { armed: board.armed });
    }),
  );

  dev.delete('/scenarios', (_req, res) => {
    board.clear();
    board.standing = null;
    ok(res, { armed: board.armed });
  });

  dev.get('/review', (req, res) => ok(res, { ...asMock(req).mock.review, outcomes: REVIEW_OUTCOMES }));

  // the outcome holds until changed; a journey may shorten the step (50 ms to 60 s)
  dev.post(
    '/review',
    guarded((req, res) => {
      const body = bodyOf(req);
      const review = asMock(req).mock.review;
      if (body.outcome !== undefined) {
        if (!isReviewOutcome(body.outcome))
          throw new MockError(400, `审核结果只能是 ${REVIEW_OUTCOMES.join('、')} 之一`);
        review.outcome = body.outcome;
      }
      if (body.stepMs !== undefined) review.stepMs = read.int(body, 'stepMs', '审核步长', { min: 50, max: 60000 });
      ok(res, { ...review, outcomes: REVIEW_OUTCOMES });
    }),
  );

  // what WeChat Pay does with the next one-click payment the page confirms after `:ok`: pay
  // (default), fail, or stay unconfirmed until a notification; fail and unconfirmed hold once
  dev.get('/payment', (req, res) => ok(res, { ...nextPayment(req), outcomes: NEXT_PAYMENT_OUTCOMES }));

  dev.post(
    '/payment',
    guarded((req, res) => {
      const { outcome } = bodyOf(req);
      if (!isNextPaymentOutcome(outcome)) {
        throw new MockError(400, `下一笔支付只能是 ${NEXT_PAYMENT_OUTCOMES.join('、')} 之一`);
      }
      nextPayment(req).outcome = outcome;
      ok(res, { outcome, outcomes: NEXT_PAYMENT_OUTCOMES });
    }),
  );

  // short-lived memory only: confirmed idempotent answers stay in the db with the records they
  // confirmed (middleware/idempotency.ts says why); a clean slate is a fresh db
  dev.post('/reset', (req, res) => {
    asMock(req).mock.memory.clear();
    board.clear();
    ok(res, null);
  });

  dev.get('/captcha/:key', (req, res) => {
    const answer = captchaAnswer(req, req.params.key);
    if (!answer) return send(res, 404, 404, '图形验证码不存在或已过期');
    ok(res, { answer });
  });

  // the phones' script errors (routes/field-errors.ts), newest first
  dev.get('/errors', (req, res) => ok(res, { errors: keptFieldErrors(req) }));
  dev.delete('/errors', (req, res) => {
    forgetFieldErrors(req);
    ok(res, { errors: [] });
  });

  // 204: no dev loop behind this server, and an EventSource that gets it does not try again
  dev.get('/live-reload', liveReload ? liveReload.connect : (_req, res) => res.status(204).end());

  dev.use(errorEnvelope());
  return dev;
}
