// openapi.json, written from the route tables of src/api/contract/ (npm run openapi): every
// route with its method, request, answers (the success envelope, business codes, the error
// envelope of 400, 401 and the route's other refusals), the auth headers, and examples from the seed.
import { readFileSync } from 'node:fs';
import { type TSchema, Type } from '@sinclair/typebox';
import { BUSINESS_CODES, Failure, Success } from '../../src/api/contract/common.ts';
import type { RouteContract } from '../../src/api/contract/route.ts';
import { ROUTES } from '../../src/api/contract/routes/index.ts';
import { NAMED_SCHEMAS, withRefs } from './components.ts';
import { componentExamples, requestExamples } from './examples.ts';

const FAILURE = { $ref: '#/components/schemas/Failure' };

/** The 200 answer: the success envelope, or (where the route has them) one of its business codes. */
function okSchema(route: RouteContract): TSchema {
  const success = Success(route.answer);
  if (!route.codes?.length) return success;
  const business = Type.Object({
    code: Type.Union(
      route.codes.map((c) => Type.Literal(c, { title: BUSINESS_CODES[c as keyof typeof BUSINESS_CODES] })),
    ),
    message: Failure.properties.message,
    data: Failure.properties.data,
  });
  return Type.Union([success, business]);
}

const failure = (description: string) => ({ description, content: { 'application/json': { schema: FAILURE } } });

function responses(route: RouteContract, used: Set<string>) {
  const codes = route.codes?.map((c) => `${c} ${BUSINESS_CODES[c as keyof typeof BUSINESS_CODES]}`).join('；');
  const out: Record<string, unknown> = {
    '200': {
      description: codes ? `成功（code 0），或业务码：${codes}` : '成功（code 0）',
      content: { 'application/json': { schema: withRefs(okSchema(route), used) } },
    },
    '400': failure('输入不符合要求：message 说明原因，data.field 指出字段'),
  };
  if (!route.public) out['401'] = failure('未登录或登录已过期（code 401）：客户端清除 token 并回到登录页');
  for (const [status, when] of Object.entries(route.refusals ?? {})) out[status] = failure(when);
  out['500'] = failure('服务器错误：简短的中文说明，不含堆栈');
  return out;
}

function requestBody(route: RouteContract, used: Set<string>, example: unknown) {
  if (route.upload) {
    const file = { type: 'string', contentMediaType: 'application/octet-stream', description: route.upload };
    const schema = { type: 'object', required: ['file'], properties: { file } };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  if (!route.body) return undefined;
  const media: Record<string, unknown> = { schema: withRefs(route.body, used) };
  if (example !== undefined) media.example = example;
  return { required: true, content: { 'application/json': media } };
}

function parameters(route: RouteContract, example: Record<string, unknown> | undefined) {
  const query = route.query as (TSchema & { properties: Record<string, TSchema>; required?: string[] }) | undefined;
  if (!query) return undefined;
  return Object.entries(query.properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema: withRefs(schema, new Set()),
    ...(example?.[name] !== undefined && { example: example[name] }),
  }));
}

const operationId = (route: RouteContract) =>
  route.path
    .split('/')
    .filter(Boolean)
    .slice(1)
    .map((part, i) => (i ? part[0].toUpperCase() + part.slice(1) : part))
    .join('');

function operation(route: RouteContract, used: Set<string>, example: unknown) {
  return {
    operationId: operationId(route),
    summary: route.summary,
    tags: [route.tag],
    ...(route.public && { security: [] }),
    // the contract suite calls a route that changes state only when told to (--writes)
    ...(route.writes && { 'x-writes': true }),
    ...(route.idempotent && {
      description: '同一用户意图带同一个 Idempotency-Key 头：重试得到第一次的答复，不会重复写入。',
    }),
    parameters: parameters(route, route.query ? (example as Record<string, unknown>) : undefined),
    requestBody: requestBody(route, used, route.query ? undefined : example),
    responses: responses(route, used),
  };
}

const INTRO = `合伙人 H5 应用调用的全部接口。每个答复都是信封 \`{ code, message, data }\`：code 0 为成功，data 是答复内容；
其余为失败，message 是给用户看的中文说明。HTTP 状态码与 code 相同，业务码（1000 起）除外：它们随 HTTP 200 返回。
400 的 data.field 指出出错的字段。需要登录的接口带 \`Authorization: Bearer <token>\` 和 \`token: <token>\` 两个头
（token 来自登录答复），缺少或过期时答复 401。金额一律为整数分（字段名以 Fen 结尾），时间为 ISO 8601 字符串。
本文件由 \`npm run openapi\` 从 src/api/contract/ 生成，请勿手改。`;

/** The whole document, as openapi.json holds it. */
export function openApiDocument(): Record<string, unknown> {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const used = new Set<string>(['Failure']);
  const examples = requestExamples();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTES) {
    paths[route.path] ??= {};
    paths[route.path][route.method.toLowerCase()] = operation(route, used, examples[`${route.method} ${route.path}`]);
  }
  return {
    openapi: '3.1.0',
    info: { title: '合伙人 H5 接口', version, description: INTRO },
    servers: [{ url: 'http://localhost:3000', description: '模拟服务（npm start）' }],
    security: [{ bearer: [], token: [] }],
    tags: [...new Set(ROUTES.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: { schemas: components(used), securitySchemes: SECURITY },
  };
}

const SECURITY = {
  bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <登录答复的 token>' },
  token: { type: 'apiKey', in: 'header', name: 'token', description: '同一个 token，再放在 token 头里' },
};

/** The named schemas the paths refer to (and those they refer to in turn), with seed examples. */
function components(used: Set<string>): Record<string, unknown> {
  const out: Record<string, Record<string, unknown>> = {};
  const examples = componentExamples();
  const pending = [...used];
  while (pending.length) {
    const name = pending.pop() as string;
    if (out[name]) continue;
    const inner = new Set<string>();
    out[name] = withRefs(NAMED_SCHEMAS.get(name), inner, name) as Record<string, unknown>;
    if (examples[name] !== undefined) out[name].examples = [examples[name]];
    pending.push(...inner);
  }
  return Object.fromEntries(
    Object.keys(out)
      .sort()
      .map((k) => [k, out[k]]),
  );
}
