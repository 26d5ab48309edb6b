// Holds one answer to openapi.json: its HTTP status is one the operation documents, its body fits
// that status's schema (the success envelope or one of the route's business codes for 200, the
// error envelope otherwise), and a page's paging fields agree with what was asked.
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';

export type OpenApiDoc = { paths: Record<string, Record<string, Operation>> };
export interface Operation {
  security?: unknown[];
  'x-writes'?: boolean;
  parameters?: { name: string; required?: boolean; example?: unknown; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown>; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: { anyOf?: unknown[] } }> }>;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** `/data/list/0/status` as `data.list[0].status`. */
const fieldOf = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i ? `.${p}` : p))
    .join('') || 'the body';

function describe(error: ErrorObject): string {
  const where = fieldOf(error.instancePath);
  if (error.keyword === 'required')
    return `${where === 'the body' ? '' : `${where}.`}${error.params.missingProperty} is missing`;
  const allowed = error.keyword === 'const' ? ` (${JSON.stringify(error.params.allowedValue)})` : '';
  return `${where} ${error.message}${allowed}`;
}

export function answerChecker(doc: OpenApiDoc) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  ajv.addSchema({ ...doc, $id: 'openapi' });
  const validate = (ref: string, value: unknown): string | null => {
    const check = ajv.getSchema(`openapi#/${ref}`) ?? ajv.compile({ $ref: `openapi#/${ref}` });
    return check(value) ? null : describe((check.errors as ErrorObject[])[0]);
  };

  /** What is wrong with the answer (status, body) of `method path`, or null when it holds. */
  return (method: string, path: string, status: number, body: unknown, asked: Record<string, unknown> = {}) => {
    const op = doc.paths[path]?.[method.toLowerCase()];
    if (!op) return `${method} ${path} is not in the document`;
    const response = op.responses[String(status)];
    if (!response) return `HTTP ${status} is not documented (documented: ${Object.keys(op.responses).join(', ')})`;
    const base = pointer(
      'paths',
      path,
      method.toLowerCase(),
      'responses',
      String(status),
      'content',
      'application/json',
      'schema',
    );
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return null;
    const code = (body as { code?: unknown } | null)?.code;
    const success = code === 0 || code === 200;
    // a 200 is the success envelope, or a business code the route documents: each checked alone
    if (status === 200 && schema.anyOf) {
      if (!success && schema.anyOf.length < 2) return `code ${String(code)} with HTTP 200 is not documented`;
      const problem = validate(`${base}/anyOf/${success ? 0 : 1}`, body);
      if (problem) return success ? problem : `code ${String(code)}: ${problem}`;
    } else {
      const problem = validate(base, body);
      if (problem) return problem;
    }
    return status === 200 && success ? pagingProblem((body as { data: unknown }).data, asked) : null;
  };
}

/** A page's fields agree with the request: the page asked for, no more entries than its size. */
function pagingProblem(data: unknown, asked: Record<string, unknown>): string | null {
  if (!data || typeof data !== 'object' || !Array.isArray((data as { list?: unknown }).list)) return null;
  const page = data as { list: unknown[]; total: number; pageNum: number; pageSize: number };
  if (asked.pageNum !== undefined && page.pageNum !== asked.pageNum)
    return `data.pageNum is ${page.pageNum}, asked for ${String(asked.pageNum)}`;
  if (asked.pageSize !== undefined && page.pageSize !== asked.pageSize)
    return `data.pageSize is ${page.pageSize}, asked for ${String(asked.pageSize)}`;
  if (page.list.length > page.pageSize)
    return `data.list has ${page.list.length} entries, more than pageSize ${page.pageSize}`;
  if (page.total < page.list.length) return `data.total ${page.total} is less than the entries of data.list`;
  return null;
}
