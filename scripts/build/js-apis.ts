// The JavaScript APIs a built script uses, as browser-compat-data names them, read from its syntax
// tree (acorn): global objects and functions, static members of the builtins (Object.fromEntries,
// Promise.allSettled), and the builtins' prototype methods called on any value (.flat(), .at()).
// A minified bundle keeps the names of globals and members, so this reads the chunks as shipped.
import * as acorn from 'acorn';
import * as walk from 'acorn-walk';
import { type CompatEntry, compatEntry } from './js-support.ts';

export interface ApiUse {
  /** browser-compat-data's keys of what it may be (`javascript.builtins.Array.flat`); a call of a
   * prototype method may be any builtin's of that name, and is missing only where all are */
  keys: string[];
  /** as a reader writes it: `Object.fromEntries`, `Array.prototype.flat`, `globalThis` */
  name: string;
  /** offset in the script */
  start: number;
}

/**
 * Method names called on values that are not builtins where the app calls them, so a builtin's
 * method of the same name is not what runs (each with the receiver it is called on).
 */
export const NOT_BUILTIN_METHODS: Record<string, string> = {
  register: "navigator.serviceWorker.register (a ServiceWorkerContainer's), not a FinalizationRegistry's",
};

// The objects a page reaches as globals: `window.X`, `self.X` and `globalThis.X` are X.
const GLOBAL_OBJECTS = new Set(['window', 'self', 'globalThis']);

const builtins = compatEntry('javascript.builtins') as Record<string, CompatEntry>;
const api = compatEntry('api') as Record<string, CompatEntry>;

const specUrls = (e: CompatEntry | undefined) => [e?.__compat?.spec_url ?? []].flat();
const isPrototypeMember = (e: CompatEntry | undefined) => specUrls(e).some((u) => /\.prototype\./i.test(u));

/** Every builtin with a prototype method of each name: `flat` → [Array]. */
const PROTOTYPE_METHODS = new Map<string, string[]>();
for (const [builtin, entry] of Object.entries(builtins)) {
  for (const [member, sub] of Object.entries(entry)) {
    if (member === '__compat' || !isPrototypeMember(sub as CompatEntry)) continue;
    PROTOTYPE_METHODS.set(member, [...(PROTOTYPE_METHODS.get(member) ?? []), builtin]);
  }
}

/** browser-compat-data's key of a global name: a builtin (Promise), an interface (ResizeObserver) or
 * a function of the window (requestIdleCallback). */
function globalKey(name: string): string | undefined {
  if (Object.hasOwn(builtins, name)) return `javascript.builtins.${name}`;
  if (Object.hasOwn(api, name) && name[0] === name[0].toUpperCase()) return `api.${name}`;
  if (Object.hasOwn(api.Window, name)) return `api.Window.${name}`;
  return undefined;
}

/** The key of `Global.member` when it is a static member browser-compat-data knows. */
function staticKey(global: string, member: string): string | undefined {
  const b = Object.hasOwn(builtins, global) ? (builtins[global] as Record<string, CompatEntry>) : undefined;
  if (b && Object.hasOwn(b, member) && member !== '__compat' && !isPrototypeMember(b[member]))
    return `javascript.builtins.${global}.${member}`;
  const a = Object.hasOwn(api, global) ? (api[global] as Record<string, CompatEntry>) : undefined;
  if (a && Object.hasOwn(a, `${member}_static`)) return `api.${global}.${member}_static`;
  return undefined;
}

/**
 * The builtins' prototype methods a call `x.name()` may be. Which builtin `x` is cannot be known
 * from the syntax, so the call is taken as the builtin of that name that the browsers got first
 * (it is missing only where every builtin with such a method is): `.values()` is a Map's as much
 * as an Array's. Names in NOT_BUILTIN_METHODS are skipped.
 */
export function prototypeKeys(name: string): string[] {
  if (Object.hasOwn(NOT_BUILTIN_METHODS, name)) return [];
  return (PROTOTYPE_METHODS.get(name) ?? []).map((b) => `javascript.builtins.${b}.${name}`);
}

const memberName = (node: acorn.MemberExpression): string | undefined =>
  !node.computed && node.property.type === 'Identifier'
    ? node.property.name
    : node.property.type === 'Literal' && typeof node.property.value === 'string'
      ? node.property.value
      : undefined;

/** The name a test of an API's presence mentions: `Segmenter` of Intl.Segmenter, `flat` of .flat(). */
const testedName = (name: string) =>
  name
    .replace(/^\.|\(.*$/g, '')
    .split('.')
    .pop() as string;

/**
 * Whether a use is what a script does only where the API is there, or a test of it: the
 * operand of `typeof` or `!`, the left of `||` or `??` (a fallback follows), the whole test of an `if`,
 * `?:` or `&&`, or inside the branch of one whose test names the API (`'Segmenter' in Intl ? …`).
 */
function guarded(code: string, use: ApiUse, ancestors: acorn.Node[]): boolean {
  const name = testedName(use.name);
  for (let i = ancestors.length - 2; i >= 0; i--) {
    const a = ancestors[i] as acorn.AnyNode;
    const child = ancestors[i + 1];
    if (a.type === 'UnaryExpression' && (a.operator === 'typeof' || a.operator === '!')) return true;
    if (a.type === 'LogicalExpression' && a.left === child && a.operator !== '&&') return true;
    const test =
      a.type === 'ConditionalExpression' || a.type === 'IfStatement'
        ? a.test
        : a.type === 'LogicalExpression' && a.operator === '&&'
          ? a.left
          : undefined;
    if (!test) continue;
    // `if (X)` tests X itself; anything else inside a test is a use like any other
    if (test === child) {
      if (child === ancestors[ancestors.length - 1]) return true;
      continue;
    }
    if (code.slice(test.start, test.end).includes(name)) return true;
  }
  return false;
}

/**
 * The APIs `code` uses, but for those it uses only where they are there (see guarded). A global
 * is a name the script reads but never declares (minified code declares short names only); a
 * prototype method, a call of a member whose name some builtin's prototype has (each possible
 * builtin is listed: see prototypeKeys).
 */
export function apisUsed(code: string, sourceType: 'module' | 'script' = 'module'): ApiUse[] {
  const ast = acorn.parse(code, { ecmaVersion: 'latest', sourceType });
  const declared = new Set<string>();
  const reads: acorn.Identifier[] = [];
  const members: acorn.MemberExpression[] = [];
  const calledMembers = new Set<acorn.Node>();
  const ancestry = new Map<acorn.Node, acorn.Node[]>();
  // VariablePattern: acorn-walk's name for an identifier a pattern declares (its types leave it out)
  const visitors: walk.AncestorVisitors<unknown> & { VariablePattern: (node: acorn.Node) => void } = {
    VariablePattern: (node) => declared.add((node as acorn.Identifier).name),
    Identifier: (node, _, ancestors) => {
      reads.push(node);
      ancestry.set(node, [...ancestors]);
    },
    CallExpression: (node) => {
      if (node.callee.type === 'MemberExpression') calledMembers.add(node.callee);
    },
    MemberExpression: (node, _, ancestors) => {
      members.push(node);
      ancestry.set(node, [...ancestors]);
    },
  };
  walk.ancestor(ast, visitors);
  // once every declaration and call is known: a name the script declares is not the global
  const global = (name: string | undefined) =>
    !!name && !declared.has(name) && (GLOBAL_OBJECTS.has(name) || !!globalKey(name));
  const uses: (ApiUse & { node: acorn.Node })[] = [];
  for (const node of members) {
    const member = memberName(node);
    const object = node.object.type === 'Identifier' ? node.object.name : undefined;
    if (!member) continue;
    if (object && global(object)) {
      const key = GLOBAL_OBJECTS.has(object) ? globalKey(member) : staticKey(object, member);
      if (key)
        uses.push({
          keys: [key],
          name: GLOBAL_OBJECTS.has(object) ? member : `${object}.${member}`,
          start: node.start,
          node,
        });
      continue;
    }
    if (!calledMembers.has(node)) continue;
    const keys = prototypeKeys(member);
    const owners = keys.map((k) => k.split('.')[2]);
    const name = owners.length === 1 ? `${owners[0]}.prototype.${member}` : `.${member}() (${owners.join(', ')})`;
    if (keys.length) uses.push({ keys, name, start: node.start, node });
  }
  for (const id of reads) {
    const key = !declared.has(id.name) && globalKey(id.name);
    if (key) uses.push({ keys: [key], name: id.name, start: id.start, node: id });
  }
  return uses
    .filter((u) => !guarded(code, u, ancestry.get(u.node) ?? []))
    .map(({ node, ...use }) => use)
    .sort((a, b) => a.start - b.start);
}
