// Everything a route module needs, in one import.
//
// How to add a route module
// -------------------------
// 1. Create `mock-server/routes/<group>.ts`, export the routes as the default list, and add the
//    module to the index, `mock-server/routes/index.ts` (one import, one line):
//
//      import { get, post, ok, MockError, tables, save, bodyOf, read, nextId, without } from '../kit';
//      export default [
//        get('/api/shareMaterial/categoryList', (req, res) => ok(res, tables(req).materialCategories)),
//        post('/api/user/addFeedBack', { idempotent: true }, (req, res) => {
//          const { user } = req;                          // the token's user (else a 401 came first)
//          const body = bodyOf(req);                      // always a plain object
//          // a checked value, or a 400 that names the field
//          const content = read.str(body, 'content', '反馈内容', { max: FEEDBACK_MAX_CHARS });
//          const db = tables(req);
//          const row = { id: nextId(db.feedback), userId: user.id, content, ... };
//          db.feedback.push(row);
//          save(req);                                     // on disk before the answer
//          ok(res, without(row, 'userId'));               // never send owner/secret fields
//        }),
//      ];
//
// 2. Options: `{ public: true }` skips the token check, so its handler's `req` has no user (only
//    for the routes SCREENS.md lists as public); `{ idempotent: true }` for every POST that creates
//    a record or moves money.
// 3. A rule the app keeps too is imported from src/, never written again here: a field the app
//    validates is read with `read.valid(body, field, label, rule)` and the rule of src/lib/validators/,
//    limits come from src/api/limits.ts, codes and their words from src/api/errors.ts, masks
//    from src/lib/mask.ts, level names from src/api/levels.ts.
// 4. Fail by throwing `new MockError(code, '中文说明', httpStatus?)`: 4xx codes use the code as
//    the HTTP status, business codes (1001...) answer HTTP 200. Never write to `res` after a throw.
// 5. Lists: `ok(res, paginate(rows.map(toWire), body))`: defaults, limits, newest first, and
//    the `empty` scenario are handled for you. Keep handlers synchronous between reading
//    `tables(req)` and `save(req)`, so concurrent requests cannot interleave a write.
// 6. Short-lived state (rate limits, codes) goes in `memory(req, 'name', () => new Map())`:
//    it belongs to this server and POST /__mock/reset clears it.
// 7. New collections: add them to schema.ts and a generator in seed/collections/ (its own stream,
//    composed in seed/build.ts), then run
//    `npx tsx mock-server/seed/generate.ts` and `npm run mock:reset`.
// 8. Tests: test/mock-server/<group>.test.ts with `startTestServer()` from test/helpers/mock.ts.
export { get, post, type RouteDef, type RouteHandler } from './lib/route';
export { ok, send, MockError } from './lib/envelope';
export { tables, ownRows, save, memory, type MockRequest, type SignedInRequest } from './lib/context';
export { bodyOf, queryOf, read, type Input } from './lib/input';
export { paginate, without } from './lib/paginate';
export { nextId, nowIso, localDay } from './lib/util';
