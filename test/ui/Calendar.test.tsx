import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { Calendar } from '../../src/ui/Calendar';
import { render, act } from '../render';

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const thisMonth = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;

let seen: string[][] = [];
function Pick({ range }: { range?: boolean }) {
  const [value, setValue] = useState<string[]>([]);
  return <Calendar value={value} range={range} onChange={(v) => seen.push(v) && setValue(v)} />;
}
const grids = (c: HTMLElement) => [...c.querySelectorAll('table')] as HTMLElement[];
const day = (c: HTMLElement, month: number, d: number) =>
  [...grids(c)[month].querySelectorAll('button')].find((b) => b.textContent === String(d)) as HTMLButtonElement;

test.before.each(() => {
  seen = [];
});

test('3 months from this one, each a table captioned like 2026年11月, days under their weekday', () => {
  const { container, unmount } = render(<Pick />);
  const names = grids(container).map((g) => g.querySelector('caption')?.textContent);
  assert.is(names.length, 3);
  const month = (offset: number) => new Date(now.getFullYear(), now.getMonth() + offset);
  assert.equal(
    names,
    [0, 1, 2].map((k) => `${month(k).getFullYear()}年${month(k).getMonth() + 1}月`),
  );
  const firstRow = grids(container)[0].querySelector('tr')!;
  const blanks = [...firstRow.children].findIndex((td) => td.textContent);
  assert.is(blanks, new Date(now.getFullYear(), now.getMonth(), 1).getDay());
  unmount();
});

test('single: a tap picks that day', () => {
  const { container, unmount } = render(<Pick />);
  act(() => day(container, 0, 15).click());
  assert.equal(seen, [[`${thisMonth}-15`]]);
  assert.is(day(container, 0, 15).getAttribute('aria-pressed'), 'true');
  assert.is(day(container, 0, 16).getAttribute('aria-pressed'), 'false');
  unmount();
});

test('range: start, then end; an earlier tap starts again; days between are marked', () => {
  const { container, unmount } = render(<Pick range />);
  act(() => day(container, 0, 10).click());
  act(() => day(container, 0, 5).click());
  act(() => day(container, 0, 12).click());
  assert.equal(seen, [[`${thisMonth}-10`], [`${thisMonth}-05`], [`${thisMonth}-05`, `${thisMonth}-12`]]);
  assert.ok(day(container, 0, 8).classList.contains('ui-cal__mid'));
  assert.equal(
    [5, 8, 12].map((d) => day(container, 0, d).getAttribute('aria-pressed')),
    ['true', 'false', 'true'],
    'the two ends are pressed',
  );
  act(() => day(container, 1, 1).click());
  assert.is(seen.at(-1)!.length, 1, 'after a whole range a tap starts a new one');
  unmount();
});

test.run();
