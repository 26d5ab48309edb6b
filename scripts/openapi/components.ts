// The named schemas of openapi.json: every schema the contract modules export, by its export
// name. A part of a route's schema that is one of them becomes a $ref, so an entity is
// written once in the document too.
import { Kind, type TSchema } from '@sinclair/typebox';
import * as common from '../../src/api/contract/common.ts';
import * as content from '../../src/api/contract/content.ts';
import * as money from '../../src/api/contract/money.ts';
import * as pay from '../../src/api/contract/pay.ts';
import * as people from '../../src/api/contract/people.ts';
import * as places from '../../src/api/contract/places.ts';
import * as signing from '../../src/api/contract/signing.ts';
import * as team from '../../src/api/contract/team.ts';

const isSchema = (v: unknown): v is TSchema => typeof v === 'object' && v !== null && Kind in v;

/** name → schema, in the order of the modules. */
export const NAMED_SCHEMAS: ReadonlyMap<string, TSchema> = new Map(
  [common, people, money, signing, team, places, content, pay].flatMap((module) =>
    Object.entries(module).filter((entry): entry is [string, TSchema] => isSchema(entry[1])),
  ),
);

/** A schema as plain JSON (TypeBox's symbols and the app's rules are not part of the document). */
export const plain = (schema: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(schema));

/**
 * `schema` as JSON with every part that equals a named schema (other than `self`) replaced by
 * its $ref; `used` collects the names referred to.
 */
export function withRefs(schema: unknown, used: Set<string>, self?: string): unknown {
  const byJson = refIndex();
  const walk = (node: unknown, root: boolean): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, false));
    if (!node || typeof node !== 'object') return node;
    const name = byJson.get(JSON.stringify(node));
    if (name && !(root && name === self)) {
      used.add(name);
      return { $ref: `#/components/schemas/${name}` };
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, false)]));
  };
  return walk(plain(schema), true);
}

let index: Map<string, string> | undefined;
function refIndex(): Map<string, string> {
  if (index) return index;
  index = new Map();
  for (const [name, schema] of NAMED_SCHEMAS) {
    const json = JSON.stringify(plain(schema));
    if (!index.has(json)) index.set(json, name);
  }
  return index;
}
