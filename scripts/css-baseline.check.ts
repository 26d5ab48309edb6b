// The CSS against the supported browsers (package.json's browserslist), as a phone gets it:
// every CSS file of src/ in rem, with the build's flex-gap fallback, lowered by esbuild for
// those browsers, then checked by doiuse (caniuse's data). A feature some supported kernel lacks
// is allowed only with a fallback: flexbox gap with the build's fallback rule right after it, a
// feature inside an @supports block that asks for it, and the features below for the reason
// given. Partial support (caniuse's "a" notes: overflow's two-value syntax, sticky table parts,
// gradients' interpolation hints) is not counted.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import postcss, { type AtRule, type Node, type Rule } from 'postcss';
import doiuse from 'doiuse';
import { esbuildTargets, supportedBrowsers } from './build/browsers.ts';
import { shippableCss } from './build/css.ts';
import { NO_FLEX_GAP } from './build/flex-gap.ts';

/** Features the oldest kernels lack or only partly have, and why the app is right without them there. */
const WITHOUT_IT: Record<string, string> = {
  'css-focus-visible': 'the rule is dropped and the browser shows its own focus ring',
  'css-resize': 'iOS has no resize handle to hide',
  'css-snappoints': 'the carousel scrolls freely, without snapping',
  'css-scrollbar': "iOS's scrollbars overlay the content and fade (the ::-webkit-scrollbar rule hides them too)",
};

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

test.run();
