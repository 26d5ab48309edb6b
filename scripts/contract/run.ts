// The contract suite: holds a backend to openapi.json. It signs in with a test account, then
// calls every route: with the document's example (valid input), with a first field of the wrong
// type (invalid input: a 400 naming that field), and without a token where one is needed (401);
// each answer is checked against the document (answers.ts). Routes that change state (x-writes)
// run only with `writes`. One line per route: ok, differs (what), or skipped (why).
import { type OpenApiDoc, type Operation, answerChecker } from './answers.ts';

export interface ContractOptions {
  base: string;
  doc: OpenApiDoc;
  mobile: string;
  code: string;
  writes: boolean;
  log?: (line: string) => void;
}

export interface RouteResult {
  route: string;
  verdict: 'ok' | 'differs' | 'skipped';
  notes: string[];
}

// a 1x1 PNG: enough for an upload route to take or refuse
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Call {
  method: string;
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  token?: string;
  upload?: boolean;
}

async function send(base: string, call: Call): Promise<{ status: number; body: unknown }> {
  const url = new URL(call.path, base);
  for (const [k, v] of Object.entries(call.query ?? {}))
    for (const item of Array.isArray(v) ? v : [v]) url.searchParams.append(k, String(item));
  const headers: Record<string, string> = call.token
    ? { Authorization: `Bearer ${call.token}`, token: call.token }
    : {};
  let body: BodyInit | undefined;
  if (call.upload) {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'contract.png');
    body = form;
  } else if (call.method === 'POST') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body ?? {});
  }
  const res = await fetch(url, { method: call.method, headers, body });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}

/** The example input of an operation: its body, or its query parameters. */
function exampleOf(op: Operation): { body?: Record<string, unknown>; query?: Record<string, unknown> } {
  if (op.parameters?.length)
    return {
      query: Object.fromEntries(op.parameters.filter((p) => p.example !== undefined).map((p) => [p.name, p.example])),
    };
  const json = op.requestBody?.content['application/json'];
  return json ? { body: (json.example as Record<string, unknown>) ?? {} } : {};
}

/** The first field of the request, and a value of a type it never takes. */
type Input = { body?: Record<string, unknown>; query?: Record<string, unknown> };

function invalidInput(op: Operation): { field: string; input: Input } | null {
  const param = op.parameters?.[0];
  // a query parameter given twice is a list, which no query schema takes
  if (param) return { field: param.name, input: { query: { [param.name]: ['1', '2'] } } };
  const schema = op.requestBody?.content['application/json']?.schema as { properties?: Record<string, unknown> };
  const [field, property] = Object.entries(schema?.properties ?? {})[0] ?? [];
  if (!field) return null;
  const wrong = JSON.stringify(property).match(/"(object|array)"|\$ref/) ? 'not-an-object' : { wrong: true };
  return { field, input: { body: { [field]: wrong } } };
}

async function signIn(o: ContractOptions): Promise<string> {
  await send(o.base, {
    method: 'POST',
    path: '/api/getCode/getVerifyCode',
    body: { mobile: o.mobile, scene: 'login' },
  });
  const { body } = await send(o.base, {
    method: 'POST',
    path: '/api/user/loginH5',
    body: { mobile: o.mobile, code: o.code },
  });
  const token = (body as { data?: { token?: unknown } })?.data?.token;
  if (typeof token !== 'string' || !token) throw new Error(`could not sign in as ${o.mobile}: ${JSON.stringify(body)}`);
  return token;
}

/** Runs the suite; resolves with one result per route (the log gets one line each and a summary). */
export async function runContract(o: ContractOptions): Promise<RouteResult[]> {
  const log = o.log ?? console.log;
  const check = answerChecker(o.doc);
  const token = await signIn(o);
  const results: RouteResult[] = [];
  for (const [path, ops] of Object.entries(o.doc.paths)) {
    for (const [lower, op] of Object.entries(ops)) {
      const method = lower.toUpperCase();
      const route = `${method} ${path}`;
      const result: RouteResult = { route, verdict: 'ok', notes: [] };
      results.push(result);
      if (op['x-writes'] && !o.writes) {
        result.verdict = 'skipped';
        result.notes.push('changes state: run with --writes');
      } else {
        await checkRoute(o.base, check, method, path, op, token, result);
      }
      const notes = result.notes.length ? `  ${result.notes.join('; ')}` : '';
      log(`${result.verdict.padEnd(8)}${route}${notes}`);
    }
  }
  const count = (v: RouteResult['verdict']) => results.filter((r) => r.verdict === v).length;
  log(`${results.length} routes: ${count('ok')} ok, ${count('differs')} differ, ${count('skipped')} skipped`);
  return results;
}

async function checkRoute(
  base: string,
  check: ReturnType<typeof answerChecker>,
  method: string,
  path: string,
  op: Operation,
  token: string,
  result: RouteResult,
): Promise<void> {
  const differs = (what: string) => {
    result.verdict = 'differs';
    result.notes.push(what);
  };
  const upload = Boolean(op.requestBody?.content['multipart/form-data']);
  const example = exampleOf(op);
  const valid = await send(base, { method, path, token, upload, ...example });
  const problem = check(method, path, valid.status, valid.body, example.body ?? example.query);
  if (problem) differs(`valid input: ${problem}`);
  else if (valid.status !== 200) result.notes.push(`answered ${valid.status} as documented`);

  const invalid = invalidInput(op);
  if (invalid) {
    const answer = await send(base, { method, path, token, ...invalid.input });
    const field = (answer.body as { data?: { field?: unknown } })?.data?.field;
    if (answer.status !== 400) differs(`invalid ${invalid.field}: answered ${answer.status}, not 400`);
    else if (field !== invalid.field) differs(`invalid ${invalid.field}: the 400 names ${JSON.stringify(field)}`);
    else {
      const envelope = check(method, path, 400, answer.body);
      if (envelope) differs(`invalid ${invalid.field}: ${envelope}`);
    }
  }

  if (op.security === undefined) {
    const anonymous = await send(base, { method, path, upload, ...example });
    if (anonymous.status !== 401) differs(`without a token: answered ${anonymous.status}, not 401`);
  }
}
