// What is wrong with a request's input, by its route's schema (src/api/contract/), in the words
// the mock answers with: the field and a Chinese message that names it by the schema's title
// ("请填写手机号"), or the app's own words where the schema carries its rule.
import type { TSchema } from '@sinclair/typebox';
import { type ValueError, ValueErrorType, Value } from '@sinclair/typebox/value';
import { RULE, type Rule } from '../../src/api/contract/kit';

export interface InputProblem {
  /** the top-level field at fault ('' for the body as a whole) */
  field: string;
  message: string;
}

const absent = (v: unknown) => v === undefined || v === null || v === '';

/** The literal values of an enum schema (a union of consts), or null when it is no enum. */
function enumValues(schema: TSchema): unknown[] | null {
  const variants = (schema as { anyOf?: TSchema[] }).anyOf;
  if (!variants?.length || !variants.every((v) => 'const' in v)) return null;
  return variants.map((v) => (v as unknown as { const: unknown }).const);
}

function wordsFor(error: ValueError, title: string): string {
  const schema = error.schema as TSchema & Record<string, unknown>;
  const ruleSays = (schema as { [RULE]?: Rule })[RULE]?.(error.value);
  if (ruleSays) return ruleSays.includes(title) ? ruleSays : `${title}：${ruleSays}`;
  const values = enumValues(schema);
  if (absent(error.value)) return values ? `请选择${title}` : `请填写${title}`;
  if (values) return `${title}只能是 ${values.join('、')} 之一`;
  switch (error.type) {
    case ValueErrorType.Integer:
      return `${title}必须是整数`;
    case ValueErrorType.NumberMinimum:
    case ValueErrorType.IntegerMinimum:
      return `${title}不能小于 ${schema.minimum}`;
    case ValueErrorType.NumberMaximum:
    case ValueErrorType.IntegerMaximum:
      return `${title}不能大于 ${schema.maximum}`;
    // the lists a request carries are uploaded pictures
    case ValueErrorType.ArrayMinItems:
      return `请至少上传 ${schema.minItems} 张${title}`;
    case ValueErrorType.ArrayMaxItems:
      return `${title}最多 ${schema.maxItems} 张`;
    default:
      return `${title}格式不正确`;
  }
}

/** The problem of `value` against `schema` in its first faulty field (in the schema's order), or null. */
export function inputProblem(schema: TSchema, value: unknown): InputProblem | null {
  const errors = [...Value.Errors(schema, value)];
  if (!errors.length) return null;
  const properties = (schema as { properties?: Record<string, TSchema> }).properties ?? {};
  const order = Object.keys(properties);
  const fieldOf = (e: ValueError) => e.path.split('/')[1] ?? '';
  const rank = (e: ValueError) => (fieldOf(e) ? order.indexOf(fieldOf(e)) : -1);
  const first = errors.reduce((a, b) => (rank(b) < rank(a) ? b : a));
  const field = fieldOf(first);
  if (!field) return { field, message: '请求体格式不正确' };
  const title = (first.schema.title as string | undefined) ?? (properties[field]?.title as string | undefined) ?? field;
  return { field, message: wordsFor(first, title) };
}
