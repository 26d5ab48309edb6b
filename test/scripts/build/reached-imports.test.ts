// The order-only imports of the chunks (scripts/build/reached-imports.ts): left out when an import
// before them already runs the chunk they name, kept otherwise.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dropReachedImports } from '../../../scripts/build/reached-imports.ts';

const chunks = (files: Record<string, string>) => new Map(Object.entries(files));

test('an order-only import that an earlier import reaches is left out', () => {
  const out = dropReachedImports(
    chunks({
      'page.js': 'import{a as x}from"./0.js";import"./1.js";import"./2.js";x();',
      '0.js': 'import"./1.js";import{b}from"./2.js";export const a=b;',
      '1.js': 'import"./2.js";',
      '2.js': 'export const b=1;',
    }),
  );
  assert.is(out.get('page.js'), 'import{a as x}from"./0.js";x();');
  assert.is(out.get('0.js'), 'import"./1.js";import{b}from"./2.js";export const a=b;', 'its 1.js runs before 2.js');
});

test('one that runs before the import reaching it, or that nothing else reaches, stays', () => {
  const files = {
    'page.js': 'import"./1.js";import{a}from"./0.js";import"./3.js";a();',
    '0.js': 'import"./1.js";export const a=1;',
    '1.js': '',
    '3.js': '',
  };
  assert.is(dropReachedImports(chunks(files)).get('page.js'), files['page.js']);
});

test('what a chunk takes from another is never left out', () => {
  const files = {
    'page.js': 'import{a}from"./0.js";import{b}from"./1.js";a(b);',
    '0.js': 'export{b as a}from"./1.js";',
    '1.js': 'export const b=1;',
  };
  assert.is(dropReachedImports(chunks(files)).get('page.js'), files['page.js']);
});

test.run();
