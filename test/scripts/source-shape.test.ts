// The house's size rules hold over the tree, and the check can fail: a planted long line and a
// planted long file are reported, an exception is not.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EXCEPTIONS, sourceShapeViolations } from '../../scripts/source-shape';
import { tempDir } from '../helpers/temp';

const show = (v: { file: string; line?: number; message: string }) => `${v.file}:${v.line ?? ''} ${v.message}`;

test('no source line over 120 characters and no source file over 300 lines', () => {
  assert.equal(sourceShapeViolations(process.cwd()).map(show), []);
});

test('every exception still matches a line of its file, so none outlives its reason', () => {
  for (const e of EXCEPTIONS) {
    assert.ok(readFileSync(e.file, 'utf8').includes(e.contains), `${e.file} no longer has ${e.contains}`);
    assert.ok(e.reason.length > 10, `${e.file}: say why`);
  }
});

test('a planted long line, long CSS rule and long file are reported; tests, JSON and exceptions are not', () => {
  const root = tempDir('source-shape-');
  mkdirSync(path.join(root, 'src/ui'), { recursive: true });
  mkdirSync(path.join(root, 'scripts'), { recursive: true });
  const long = `const x = '${'x'.repeat(120)}';\n`;
  writeFileSync(path.join(root, 'src/ui/long.ts'), `// fine\n${long}`);
  writeFileSync(path.join(root, 'src/ui/rule.css'), `.a { ${'color: red; '.repeat(12)}}\n`);
  writeFileSync(path.join(root, 'scripts/big.ts'), 'export {};\n'.repeat(301));
  writeFileSync(path.join(root, 'scripts/ok.ts'), 'export {};\n'.repeat(300));
  writeFileSync(path.join(root, 'src/ui/long.test.ts'), long);
  writeFileSync(path.join(root, 'src/ui/data.json'), long);
  writeFileSync(path.join(root, 'src/ui/allowed.ts'), `const re = /${'a'.repeat(130)}/;\n`);
  writeFileSync(path.join(root, 'build.mjs'), long);
  const allowed = [{ file: 'src/ui/allowed.ts', contains: 'aaaa', reason: 'a planted exception' }];
  const found = sourceShapeViolations(root, undefined, allowed).map(show).sort();
  assert.equal(found, [
    'build.mjs:1 133 characters (at most 120)',
    'scripts/big.ts: 301 lines (at most 300)',
    'src/ui/long.ts:2 133 characters (at most 120)',
    'src/ui/rule.css:1 150 characters (at most 120)',
  ]);
});

test.run();
