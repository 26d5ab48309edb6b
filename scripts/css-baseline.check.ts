// The CSS against the supported browsers (package.json's browserslist), as a phone gets it:
// every CSS file of src/ in rem, with the build's flex-gap fallback, lowered by esbuild for
// those browsers, then checked by doiuse (caniuse's data). A feature some supported kernel lacks
// is allowed only with a fallback: flexbox gap with the build's fallback rule right after it, a
// feature inside an @supports block that asks for it, and the features below for the reason
// given. Partial support (caniuse's "a" notes: overflow's two-value syntax, sticky table parts,
// gradients' interpolation hints) is not counted. doiuse knows no aspect-ratio (Chrome 88, iOS 15)
// and other late properties: every property is also read in MDN's compat data, and one a supported
// kernel lacks needs an `@supports not (<property>: …)` block of the same file, or a reason below.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import postcss, { type AtRule, type Declaration, type Node, type Rule } from 'postcss';
import doiuse from 'doiuse';
import { esbuildTargets, supportedBrowsers } from './build/browsers.ts';
import { shippableCss } from './build/css.ts';
import { NO_FLEX_GAP } from './build/flex-gap.ts';
import { bcd } from './build/compat-data.ts';

/** Features the oldest kernels lack or only partly have, and why the app is right without them there. */
const WITHOUT_IT: Record<string, string> = {
  'css-focus-visible': 'the rule is dropped and the browser shows its own focus ring',
  'css-resize': 'iOS has no resize handle to hide',
  'css-snappoints': 'the carousel scrolls freely, without snapping',
  'css-scrollbar': "iOS's scrollbars overlay the content and fade (the ::-webkit-scrollbar rule hides them too)",
};

/** Properties MDN's data gives a later version than the oldest kernels, and why the page is right there. */
const PROPERTY_WITHOUT_IT: Record<string, string> = {
  'accent-color': 'the checkbox or radio shows in the system colour',
  contain: 'a rendering hint: the layout is the same without it',
  outline: "MDN's version is the outline following border-radius; the outline itself is drawn",
  resize: 'iOS has no resize handle to hide',
  'scroll-margin': 'the field scrolled into view sits at the edge instead of with a margin',
  'scroll-snap-align': 'the carousel scrolls freely, without snapping',
  'scroll-snap-type': 'the carousel scrolls freely, without snapping',
  'scrollbar-width': "the ::-webkit-scrollbar rule hides the scrollbar there (iOS's overlay and fade)",
};

type Support = { version_added?: string | boolean | null; prefix?: string; flags?: unknown };
const bcdProperties = (
  bcd as unknown as {
    css: { properties: Record<string, { __compat?: { support: Record<string, Support | Support[]> } }> };
  }
).css.properties;

/** The oldest supported version per MDN browser name: `{ chrome: 66, safari_ios: 14.5 }`. */
const oldestVersions = (): Record<string, number> =>
  Object.fromEntries(
    esbuildTargets().map((t) => {
      const [, name, version] = t.match(/^([a-z]+)([\d.]+)$/) ?? [];
      return [name === 'ios' ? 'safari_ios' : name, Number(version)];
    }),
  );

/** The browsers of `oldest` that lack `decl` (a prefixed support counts when its rule has the prefixed one). */
function lacking(decl: Declaration, oldest: Record<string, number>): string[] {
  const support = bcdProperties[decl.prop]?.__compat?.support;
  if (!support) return [];
  const declared = new Set(decl.parent?.nodes?.map((n) => (n.type === 'decl' ? n.prop : '')));
  return Object.entries(oldest).flatMap(([browser, floor]) => {
    const first = [support[browser]].flat()[0];
    const added = first?.version_added;
    const since = added === true ? 0 : typeof added === 'string' ? Number.parseFloat(added.replace('≤', '')) : Infinity;
    const has = since <= floor && !first?.flags && (!first?.prefix || declared.has(`${first.prefix}${decl.prop}`));
    return has ? [] : [`${browser} ${floor} (from ${added}${first?.prefix ? ` as ${first.prefix}` : ''})`];
  });
}

const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(path.join(dir, e.name)) : e.name.endsWith('.css') ? [path.join(dir, e.name)] : [],
  );

const ruleOf = (node: Node): Rule | undefined =>
  node.type === 'rule' ? (node as Rule) : node.parent?.type === 'rule' ? (node.parent as Rule) : undefined;

const insideSupports = (node: Node): boolean =>
  !!node.parent &&
  ((node.parent.type === 'atrule' && (node.parent as AtRule).name === 'supports') ||
    insideSupports(node.parent as Node));

const hasFallback = (node: Node) => {
  const next = ruleOf(node)?.next();
  return next?.type === 'rule' && next.selector.startsWith(`.${NO_FLEX_GAP} `);
};

test('every CSS feature the supported browsers lack has a fallback', async () => {
  const browsers = supportedBrowsers();
  const unsupported: string[] = [];
  for (const file of cssFiles('src')) {
    const { code } = await esbuild.transform(shippableCss(readFileSync(file, 'utf8')), {
      loader: 'css',
      target: esbuildTargets(browsers),
    });
    const checker = doiuse({
      browsers,
      onFeatureUsage: ({ feature, featureData, usage }) => {
        if (!featureData.missing || feature in WITHOUT_IT || insideSupports(usage)) return;
        if (feature === 'flexbox-gap' && hasFallback(usage)) return;
        const where = `${file} (${usage.toString().slice(0, 60)})`;
        unsupported.push(`${feature}: ${where}, missing in ${featureData.missing}`);
      },
    });
    await postcss([checker]).process(code, { from: file });
  }
  assert.equal(unsupported, [], `\n${unsupported.join('\n')}\n`);
});

test('every property the supported browsers lack has an @supports not fallback (MDN compat data)', async () => {
  const oldest = oldestVersions();
  const unsupported: string[] = [];
  for (const file of cssFiles('src')) {
    const { code } = await esbuild.transform(shippableCss(readFileSync(file, 'utf8')), {
      loader: 'css',
      target: esbuildTargets(),
    });
    const root = postcss.parse(code);
    const fallbacks = new Set<string>();
    root.walkAtRules('supports', (at) => {
      for (const m of at.params.matchAll(/not\s*\(\s*([a-z-]+)\s*:/g)) fallbacks.add(m[1]);
    });
    root.walkDecls((decl) => {
      if (decl.prop in PROPERTY_WITHOUT_IT || fallbacks.has(decl.prop) || insideSupports(decl)) return;
      const missing = lacking(decl, oldest);
      if (missing.length) unsupported.push(`${decl.prop}: ${file}, missing in ${missing.join(', ')}`);
    });
  }
  assert.equal(unsupported, [], `\n${unsupported.join('\n')}\n`);
});

test.run();
