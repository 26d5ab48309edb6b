// House style (DESIGN.md section 10) as a check: no source line over 120 characters and no source
// file over 300 lines in src/, mock-server/, scripts/ and build.mjs. Tests and JSON are left out,
// and so are the mock's seed images (SVG and PNG are pictures, not code).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const MAX_LINE = 120;
export const MAX_LINES = 300;
export const ROOTS = ['src', 'mock-server', 'scripts', 'build.mjs'];
const SOURCE = /\.(ts|tsx|mjs|js|css|html)$/;
const LEFT_OUT = /\.test\.tsx?$|(^|\/)(node_modules|uploads)(\/|$)/;

/** A long line allowed where it is, by its file and a piece of its text, with the reason. */
export interface Exception {
  file: string;
  contains: string;
  reason: string;
}

export const EXCEPTIONS: Exception[] = [];

export interface Violation {
  file: string;
  /** 1-based line of a long line; absent for a long file */
  line?: number;
  message: string;
}

function sourceFiles(root: string, rel: string): string[] {
  const abs = path.join(root, rel);
  if (LEFT_OUT.test(rel)) return [];
  if (!statSync(abs, { throwIfNoEntry: false })) return [];
  if (statSync(abs).isFile()) return SOURCE.test(rel) ? [rel] : [];
  return readdirSync(abs).flatMap((name) => sourceFiles(root, `${rel}/${name}`));
}

/** Every line over MAX_LINE and every file over MAX_LINES under `roots` of `root`, bar the exceptions. */
export function sourceShapeViolations(root: string, roots = ROOTS, exceptions = EXCEPTIONS): Violation[] {
  const found: Violation[] = [];
  for (const file of roots.flatMap((r) => sourceFiles(root, r))) {
    const lines = readFileSync(path.join(root, file), 'utf8').replace(/\n$/, '').split('\n');
    if (lines.length > MAX_LINES) found.push({ file, message: `${lines.length} lines (at most ${MAX_LINES})` });
    lines.forEach((text, i) => {
      if (text.length <= MAX_LINE) return;
      if (exceptions.some((e) => e.file === file && text.includes(e.contains))) return;
      found.push({ file, line: i + 1, message: `${text.length} characters (at most ${MAX_LINE})` });
    });
  }
  return found;
}
