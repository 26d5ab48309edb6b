// The building blocks of the API's schemas (TypeBox: each schema is plain JSON Schema, so the
// same objects validate in the mock, become openapi.json and check answers in dev builds).
// Only the mock, scripts, tests and the dev builds' answer check import the schemas at run
// time; src/api/types re-exports their types alone, so no phone downloads them.
import { type TLiteral, type TSchema, type TUnion, Type } from '@sinclair/typebox';

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
