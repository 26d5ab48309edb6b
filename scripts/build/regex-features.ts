// The regular expressions of a built script and the features each uses, as browser-compat-data
// names them: every literal, and every `RegExp('…')` / `new RegExp('…')` with a written pattern
// (esbuild turns a literal the targets cannot parse into one, so it throws only when run).
// A regular expression cannot be polyfilled: what a supported kernel lacks must be written
// another way.
import * as acorn from 'acorn';
import * as walk from 'acorn-walk';
import regjsparser, { type Features } from 'regjsparser';

// a CommonJS module whose exports node cannot name
const parseRegex = regjsparser.parse;

export interface RegexUse {
  /** as written: /pattern/flags */
  source: string;
  start: number;
  /** browser-compat-data's keys of what it uses, or a reason it cannot be read */
  features: { name: string; key: string }[];
}

/**
 * Unicode properties the browsers got after `\p{…}` itself (Chrome 64, Safari 11.1), by when:
 * browser-compat-data has no entry for a property. The versions are compat-table's ("RegExp
 * Unicode Property Escapes", Unicode 11: Chrome's tested on Chromium builds, Safari's read from
 * WebKit's history); a browser without a version here is taken to lack it.
 */
export const LATER_PROPERTIES: Record<string, Record<string, number>> = {
  Extended_Pictographic: { chrome: 68, chrome_android: 68, webview_android: 68, safari: 14.1, safari_ios: 14.5 },
};

const FLAGS: Record<string, string> = {
  s: 'javascript.builtins.RegExp.dotAll',
  d: 'javascript.builtins.RegExp.hasIndices',
  v: 'javascript.builtins.RegExp.unicodeSets',
  y: 'javascript.builtins.RegExp.sticky',
  u: 'javascript.builtins.RegExp.unicode',
};
const RX = 'javascript.regular_expressions';

/** The features of one pattern: `property:<name>` keys are LATER_PROPERTIES'. */
export function regexFeatures(pattern: string, flags: string): { name: string; key: string }[] {
  const found = new Map<string, string>();
  for (const f of flags) if (FLAGS[f]) found.set(`the ${f} flag`, FLAGS[f]);
  const options: Features = { lookbehind: true, namedGroups: true, unicodePropertyEscape: true, modifiers: true };
  if (flags.includes('v')) options.unicodeSet = true;
  const ast = parseRegex(pattern, flags, options);
  // read loosely: regjsparser's types leave out nodes the options turn on (\p{…} among them)
  type RegexNode = { type: string } & Record<string, unknown>;
  const visit = (n: RegexNode) => {
    if (n.type === 'group' && /lookbehind/i.test(String(n.behavior)))
      found.set('lookbehind', `${RX}.lookbehind_assertion`);
    if (n.type === 'group' && n.name) found.set('a named group', `${RX}.named_capturing_group`);
    if (n.type === 'group' && n.modifiers) found.set('a modifier (?i:…)', `${RX}.modifier`);
    if (n.type === 'reference' && n.name) found.set('a named backreference', `${RX}.named_backreference`);
    if (n.type === 'unicodePropertyEscape') {
      found.set('\\p{…}', `${RX}.unicode_character_class_escape`);
      const property = String(n.value).split('=').pop() as string;
      if (Object.hasOwn(LATER_PROPERTIES, property)) found.set(`\\p{${property}}`, `property:${property}`);
    }
    for (const child of Object.values(n)) {
      for (const c of [child].flat()) if (c && typeof c === 'object' && 'type' in c) visit(c as RegexNode);
    }
  };
  visit(ast as unknown as RegexNode);
  return [...found].map(([name, key]) => ({ name, key }));
}

const stringOf = (node: acorn.Node | undefined): string | undefined => {
  const n = node as acorn.AnyNode | undefined;
  if (n?.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n?.type === 'TemplateLiteral' && n.expressions.length === 0) return n.quasis[0].value.cooked ?? undefined;
  return undefined;
};

/**
 * Every regular expression of `code` whose pattern is written in it, with its features, but those
 * made inside a `try` block. A pattern put together at run time is not seen (the text validators'
 * are tested in test/lib/pictographs.test.ts).
 */
export function regexesUsed(code: string, sourceType: 'module' | 'script' = 'module'): RegexUse[] {
  const ast = acorn.parse(code, { ecmaVersion: 'latest', sourceType });
  const uses: RegexUse[] = [];
  const read = (pattern: string, flags: string, start: number) => {
    const source = `/${pattern}/${flags}`;
    try {
      uses.push({ source, start, features: regexFeatures(pattern, flags) });
    } catch (e) {
      uses.push({ source, start, features: [{ name: `no parse (${(e as Error).message.split('\n')[0]})`, key: '' }] });
    }
  };
  const call = (node: acorn.CallExpression | acorn.NewExpression) => {
    if (node.callee.type !== 'Identifier' || node.callee.name !== 'RegExp') return;
    const pattern = stringOf(node.arguments[0]);
    const flags = node.arguments.length > 1 ? stringOf(node.arguments[1]) : '';
    if (pattern !== undefined && flags !== undefined) read(pattern, flags, node.start);
  };
  // a pattern made inside `try` is a test of the kernel: its failure is caught, and said by what follows
  const inTry = (ancestors: acorn.Node[]) =>
    ancestors.some((a, i) => a.type === 'TryStatement' && (a as acorn.TryStatement).block === ancestors[i + 1]);
  walk.ancestor(ast, {
    Literal: (node, _, ancestors) => {
      if ('regex' in node && node.regex && !inTry(ancestors)) read(node.regex.pattern, node.regex.flags, node.start);
    },
    NewExpression: (node, _, ancestors) => inTry(ancestors) || call(node),
    CallExpression: (node, _, ancestors) => inTry(ancestors) || call(node),
  });
  return uses.sort((a, b) => a.start - b.start);
}
