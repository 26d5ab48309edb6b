// Every text file of a deployable build beside its .br and .gz, so a server (the preview, nginx's
// gzip_static / brotli_static, a CDN) sends the smallest at once instead of compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What is worth compressing: text. Images (the icons' PNG) are compressed already. */
export const TEXT_FILE = /\.(html|js|css|svg|json|webmanifest)$/;

/** The encodings written beside each text file, best first, with the suffix of their file. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const compress = {
  br: (b: Buffer) =>
    brotliCompressSync(b, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: b.length },
    }),
  gzip: (b: Buffer) => gzipSync(b, { level: 9 }),
};

/** Writes `f.br` and `f.gz` for every text file under `dir` (none where it would not be smaller). */
export async function precompress(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && TEXT_FILE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  for (const file of files) {
    const raw = await readFile(file);
    for (const { name, suffix } of ENCODINGS) {
      const packed = compress[name](raw);
      if (packed.length < raw.length) await writeFile(file + suffix, packed);
    }
  }
}
