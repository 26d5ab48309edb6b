// The old kernels' script, chunks/<build>/legacy.js: a classic script that index.html loads only
// where its feature tests fail (scripts/build/boot-script.ts), and on kernels without ES modules
// (`nomodule`). Below the floor (floor.ts) it shows the update page (src/app/too-old.ts); above
// it, it adds core-js's modules of what the kernel lacks
// (polyfills.ts), and the Unicode set the text validators need where the kernel's regular
// expressions do not know it (src/lib/validators/pictographs.ts), before the app's scripts run.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { FLOOR_TEST } from './floor.ts';
import { EXTENDED_PICTOGRAPHIC, OLD_KERNEL_PICTOGRAPHS } from '../../src/lib/validators/pictographs.ts';
import { TOO_OLD_PAGE } from '../../src/app/too-old.ts';

/** What it takes from src/ (at build time, written into its source as text). */
export const LEGACY_SOURCES = ['src/app/too-old.ts', 'src/lib/validators/pictographs.ts'];

/** The file, in the build's folder of chunks. */
export const LEGACY_SCRIPT = 'legacy.js';
// ES5 and DOM level 2 only: a kernel without ES modules runs it too. The skeleton's class would
// hide the page.
const SHOW_UPDATE_PAGE = `(function (d) {
  if (${FLOOR_TEST}) return;
  function show() {
    d.documentElement.className = '';
    d.getElementById('app').innerHTML = ${JSON.stringify(TOO_OLD_PAGE)};
  }
  if (d.readyState == 'loading') d.addEventListener('DOMContentLoaded', show);
  else show();
})(document);`;

/** The script's source: the polyfills (core-js modules), the pictographs, then the floor. */
export const legacySource = (modules: string[]) =>
  [
    ...modules.map((m) => `import 'core-js/modules/${m}.js';`),
    `self[${JSON.stringify(OLD_KERNEL_PICTOGRAPHS)}] = ${JSON.stringify(EXTENDED_PICTOGRAPHIC)};`,
    SHOW_UPDATE_PAGE,
  ].join('\n');

/** Writes the script into `dir`; returns its text. */
export async function writeLegacyScript(dir: string, modules: string[]): Promise<string> {
  const built = await esbuild.build({
    stdin: { contents: legacySource(modules), resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es5',
    legalComments: 'none',
    logLevel: 'error',
  });
  const text = built.outputFiles[0].text;
  await writeFile(path.join(dir, LEGACY_SCRIPT), text);
  return text;
}
