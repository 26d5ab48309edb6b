// Short chunk names in a folder per build. esbuild names every chunk with an 8-character hash,
// and every chunk imports others by name: those random characters in about 480 import lines cost
// about 7 KB gzip over the app (they do not compress). Any change renames every chunk anyway
// (each imports the first-load chunk, whose name is in its text), so nothing is lost by naming
// them once per build instead: the files go to chunks/<build id>/, pages keep their name
// (login.js) and shared chunks get a number (3.js).
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metafile, OutputFile } from 'esbuild';
import { dropReachedImports } from './reached-imports.ts';

const HASHED = /(?:\.\/chunks\/|\.\/)([\w$.-]+-[A-Z0-9]{8}\.js)/g;

/** Writes esbuild's output files (a `write: false` build) that way; returns the metafile renamed. */
export async function writeOutputs(
  { outputFiles, metafile }: { outputFiles: OutputFile[]; metafile: Metafile },
  outdir: string,
): Promise<Metafile> {
  const byPath = (a: OutputFile, b: OutputFile) => (a.path < b.path ? -1 : 1);
  const id = createHash('sha256');
  for (const f of [...outputFiles].sort(byPath)) id.update(f.contents);
  const build = id.digest('hex').slice(0, 8);
  const dir = path.join(outdir, 'chunks', build);
  // old file name -> new, in a stable order so a build's names do not depend on esbuild's
  const names = new Map<string, string>();
  const taken = new Set<string>();
  let shared = 0;
  for (const f of outputFiles.filter((o) => o.path.endsWith('.js')).sort(byPath)) {
    const old = path.basename(f.path);
    const name = old.replace(/-[A-Z0-9]{8}\.js$/, '');
    const short = name === 'chunk' || taken.has(name) ? String(shared++) : name;
    taken.add(short);
    names.set(old, `${short}.js`);
  }
  await mkdir(dir, { recursive: true });
  const texts = new Map<string, string>();
  for (const f of outputFiles.filter((o) => o.path.endsWith('.js'))) {
    const text = f.text.replace(HASHED, (m, old: string) => (names.has(old) ? `./${names.get(old)}` : m));
    texts.set(names.get(path.basename(f.path)) as string, text);
  }
  const shipped = dropReachedImports(texts);
  for (const f of outputFiles) {
    if (!f.path.endsWith('.js')) {
      await mkdir(path.dirname(f.path), { recursive: true });
      await writeFile(f.path, f.contents);
      continue;
    }
    const name = names.get(path.basename(f.path)) as string;
    await writeFile(path.join(dir, name), shipped.get(name) as string);
  }
  // a watch rebuild leaves only its own folder
  for (const other of await readdir(path.join(outdir, 'chunks')))
    if (other !== build) await rm(path.join(outdir, 'chunks', other), { recursive: true, force: true });
  // metafile paths are relative to the working directory; the entry's stub joins the chunks
  const relDir = path.relative(process.cwd(), dir);
  const rekey = (key: string) =>
    names.has(path.basename(key)) ? path.join(relDir, names.get(path.basename(key)) as string) : key;
  const outputs: Metafile['outputs'] = {};
  for (const [key, o] of Object.entries(metafile.outputs)) {
    outputs[rekey(key)] = { ...o, imports: o.imports.map((i) => ({ ...i, path: rekey(i.path) })) };
  }
  return { ...metafile, outputs };
}
