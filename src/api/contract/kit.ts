// The building blocks of the API's schemas (TypeBox: each schema is plain JSON Schema, so the
// same objects validate in the mock, become openapi.json and check answers in dev builds).
// Only the mock, scripts, tests and the dev builds' answer check import the schemas at run
// time; src/api/types re-exports their types alone, so no phone downloads them.
import { type TLiteral, type TSchema, type TUnion, Type } from '@sinclair/typebox';
import { mobile } from '../../lib/validators/phone';

type EnumKey<L> = Extract<keyof L, string | number>;

/**
 * An enum whose values are the keys of `names` (digit keys as numbers) and whose labels are
 * its values: the words the pages show are declared once, with the values they name.
 */
export function labelled<const L extends Readonly<Record<string | number, string>>>(
  names: L,
  title: string,
): TUnion<TLiteral<EnumKey<L>>[]> {
  const entries = Object.entries(names).map(([key, label]) => [/^\d+$/.test(key) ? Number(key) : key, label] as const);
  const description = entries.map(([value, label]) => `${value} ${label}`).join('，');
  return Type.Union(
    entries.map(([value, label]) => Type.Literal(value, { title: label })),
    { title, description },
  ) as unknown as TUnion<TLiteral<EnumKey<L>>[]>;
}

/** The value or null. */
export const Nullable = <T extends TSchema>(schema: T, options: { title?: string; description?: string } = {}) =>
  Type.Union([schema, Type.Null()], options);

/** Times on the wire: ISO 8601 strings. */
export const Time = (description = 'ISO 8601 时间') => Type.String({ description });

/** Money on the wire: integer fen. */
export const Fen = (description = '金额（分）') => Type.Integer({ description });

/** A positive integer id. */
export const Id = (title = '编号') => Type.Integer({ minimum: 1, title });

/** One of the listed values, of the same type (limits kept in src/api/limits.ts). */
export const oneOf = <const T extends string | number>(values: readonly T[], title: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    { title },
  ) as unknown as TUnion<TLiteral<T>[]>;

/** Where a field's schema keeps the app's own rule for it (a symbol: openapi.json never shows it). */
export const RULE = Symbol.for('partner-h5.contract.rule');
/** The message for a value the field's schema refused, in the app's words, or null for the schema's. */
export type Rule = (value: unknown) => string | null;

/** The schema with the app's rule: a refused value is answered in the words the screens use. */
export const ruled = <T extends TSchema>(schema: T, rule: Rule): T => Object.assign(schema, { [RULE]: rule });

/** A text validator of src/lib/validators/ as a rule (a value of another type keeps the schema's words). */
export const textRule =
  (validator: (text: string) => string | null): Rule =>
  (value) =>
    value == null || typeof value === 'string' ? validator(value ?? '') : null;

/** A mobile number field, refused in the login form's words. */
export const Mobile = (title = '手机号') =>
  ruled(Type.String({ title, description: '11 位，以 1 开头' }), textRule(mobile));

/** The address of a file uploaded with uploadH5 (or uploadInvoiceH5): absent, it asks for the upload. */
export const Upload = (title: string, description = 'uploadH5 返回的地址') =>
  ruled(Type.String({ title, description }), (value) => (value == null || value === '' ? `请上传${title}` : null));

/** Uploaded pictures, `min` to `max` of them. */
export const Uploads = (title: string, min: number, max: number) =>
  ruled(
    Type.Array(Type.String(), { title, minItems: min, maxItems: max, description: 'uploadH5 返回的地址' }),
    (value) => (value == null ? `请上传${title}` : null),
  );

/** A string of a pattern, refused in the words that say what the pattern is. */
export const Patterned = (title: string, pattern: string, words: string) =>
  ruled(Type.String({ title, pattern, description: words }), (value) => (value == null || value === '' ? null : words));
