// Dev builds only (npm start, npm run dev): the request wrapper hands every answer here, and an
// answer that breaks the contract (openapi.json's schemas) is told once per route and field in
// the console, so a developer pointing the app at another backend sees where it differs. The
// deployable build never loads this module (http.ts imports it behind __DEV_TOOLS__).
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { Failure, Success } from './common';
import { routeContract } from './routes/index';

const successes = new Map<string, TSchema>();
const told = new Set<string>();

/** `/data/list/0/status` as `data.list[0].status`. */
const fieldOf = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i ? `.${p}` : p))
    .join('') || '答复';

/** What breaks the contract in this answer of `method path` (told once per route and field), or null. */
export function checkAnswer(method: string, path: string, body: unknown): string | null {
  const route = routeContract(method, path);
  const code = (body as { code?: unknown } | null)?.code;
  // not our envelope at all: the wrapper already refuses it (BAD_ANSWER)
  if (typeof code !== 'number') return null;
  let problem: string | null = null;
  if (!route) problem = `${method} ${path} 不在接口契约中（src/api/contract/routes）`;
  else {
    const key = `${method} ${path}`;
    if (!successes.has(key)) successes.set(key, Success(route.answer));
    const schema = code === 0 || code === 200 ? (successes.get(key) as TSchema) : Failure;
    const first = Value.Errors(schema, body).First();
    if (first) problem = `${key} 的答复不符合接口契约：${fieldOf(first.path)} ${first.message}`;
  }
  if (!problem || told.has(problem)) return null;
  told.add(problem);
  console.warn(`[contract] ${problem}`);
  return problem;
}
