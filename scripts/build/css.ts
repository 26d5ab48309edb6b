// CSS as the app ships it: written in design px and converted to rem, global CSS bundled, and
// every component's or page's CSS injected by the chunk that imports it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { esbuildTargets } from './browsers.ts';
import { withFlexGapFallback } from './flex-gap.ts';

// 1 rem = 100 design px of the 375 px design width (html font-size is set in vw in base.css),
// so CSS is written in design px and converted here. Two kinds of px stay real px: upper-case
// PX (e.g. 16PX inputs, which must stay 16 real px so iOS does not zoom), and everything in an
// @media block, whose query measures the real viewport and whose rules (base.css's wide-screen
// root size and column) are real sizes. The formatter writes PX in lower case, so the second
// rule is what keeps base.css's media query from turning into 5.4rem (86 px on every phone).
export function pxToRem(css: string): string {
  let out = '';
  let from = 0;
  for (let at = css.indexOf('@media'); at >= 0; at = css.indexOf('@media', from)) {
    out += toRem(css.slice(from, at));
    let depth = 0;
    let end = css.indexOf('{', at);
    for (; end < css.length; end++) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}' && --depth === 0) break;
    }
    out += css.slice(at, end + 1);
    from = end + 1;
  }
  return out + toRem(css.slice(from));
}
const toRem = (css: string) => css.replace(/(-?\d*\.?\d+)px\b/g, (_, n) => `${+(n / 100).toFixed(4)}rem`);

/** A CSS file as written, in rem and with its flex gaps' fallback (before minifying). */
export const shippableCss = (source: string): string => withFlexGapFallback(pxToRem(source));

/** Minified and lowered for the supported browsers (package.json's browserslist). */
export const minifyCss = async (source: string): Promise<string> =>
  (await esbuild.transform(source, { loader: 'css', minify: true, target: esbuildTargets() })).code.trim();

/** The module every component's CSS calls; src/main.tsx imports it too, so it is the app's own. */
export const INJECT_CSS = 'src/lib/inject-css.ts';

/**
 * Global CSS (base.css) is bundled into the entry's CSS file. Every other CSS file is imported by
 * a component or page: it is minified and becomes a call of src/lib/inject-css.ts in the chunk
 * that imports it, so a lazy page carries its own styles and pays only for them. `inlined` is
 * the CSS index.html already carries (what the pre-rendered login shows, see prerender.ts): every
 * route's HTML has it, so the scripts leave it out.
 */
export function cssPlugin(inlined: ReadonlySet<string> = new Set()): esbuild.Plugin {
  return {
    name: 'css',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (a) => {
        if (inlined.has(a.path)) return { contents: '', loader: 'js' };
        const source = shippableCss(await readFile(a.path, 'utf8'));
        if (a.path.endsWith(`${path.sep}base.css`)) return { contents: source, loader: 'css' };
        const code = await minifyCss(source);
        const injectCss = JSON.stringify(path.resolve(INJECT_CSS));
        return {
          contents: `import { injectCss } from ${injectCss};injectCss(${JSON.stringify(code)});`,
          loader: 'js',
          resolveDir: path.dirname(a.path),
        };
      });
    },
  };
}
