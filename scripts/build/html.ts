// index.html: the template with the pre-rendered login, its CSS, the boot script and the policy.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { bootScript, SKELETON_CSS } from './boot-script.ts';
import { contentSecurityPolicy, headerPolicy, inlineScriptHashes, loadsWeChatScripts } from './csp.ts';
import { type FirstLoadFiles, firstLoadFiles } from './first-load.ts';
import type { Prerendered } from './prerender.ts';
import type { Polyfills } from './polyfills.ts';
import { LEGACY_SCRIPT, writeLegacyScript } from './legacy-script.ts';

/** The policy as the server's header (README's deployment table): for the server, never served. */
export const CSP_FILE = 'csp.json';

export async function writeHtml({
  metafile,
  outdir,
  prerendered,
  define,
  polyfills,
}: {
  metafile: Metafile;
  outdir: string;
  prerendered: Prerendered;
  /** the app build's, for the calls the inline script sends */
  define: Record<string, string>;
  /** what the old kernels' script adds (polyfills.ts) */
  polyfills: Polyfills;
}): Promise<FirstLoadFiles> {
  const files = firstLoadFiles(metafile, outdir);
  const template = await readFile('src/index.html', 'utf8');
  if (!template.includes('<script nomodule src="<!--legacy-->">'))
    throw new Error('src/index.html loads no old kernels\' script (<script nomodule src="<!--legacy-->">)');
  const legacy = `${path.posix.dirname(files.shared)}/${LEGACY_SCRIPT}`;
  await writeLegacyScript(path.join(outdir, path.dirname(files.shared)), polyfills.modules);
  const boot = await bootScript(files.landing, files.shared, prerendered.title, define, {
    file: legacy,
    test: polyfills.test,
  });
  const head = [
    `<style>${prerendered.css}${SKELETON_CSS}</style>`,
    files.css && `<link rel="stylesheet" href="${files.css}">`,
    `<script>${boot}</script>`,
  ];
  const html = template
    .replace('<!--head-->', head.filter(Boolean).join(''))
    .replace('<!--app-->', prerendered.markup)
    .replace('<!--legacy-->', legacy);
  const policy = contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(html),
    loadsWeChat: await loadsWeChatScripts(metafile),
  });
  // the meta comes before every inline script and style it governs
  const withPolicy = html.replace(
    '<meta charset="utf-8">',
    `$&<meta http-equiv="Content-Security-Policy" content="${policy}">`,
  );
  if (withPolicy === html) throw new Error('src/index.html has no <meta charset="utf-8"> to put the policy after');
  await writeFile(path.join(outdir, 'index.html'), withPolicy);
  await writeFile(path.join(outdir, CSP_FILE), JSON.stringify({ header: headerPolicy(policy) }));
  return { ...files, legacy };
}
