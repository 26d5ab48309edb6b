// The window of a long list (src/features/team/WindowedRows.tsx) on a page whose rows are 78 px
// tall: happy-dom lays nothing out, so the boxes' places are given here as a browser's would be.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BLOCK, WindowedRows } from '../../../src/features/team/WindowedRows';
import { act, flush, render } from '../../render';

const ROW = 78;
const items = Array.from({ length: 2000 }, (_, i) => ({ id: i + 1, name: `成员${i + 1}` }));
let scrolled = 0;
let rowsRendered = 0;
const row = (m: (typeof items)[number]) => {
  rowsRendered++;
  return (
    <p key={m.id} class="row">
      {m.name}
    </p>
  );
};

const realRect = HTMLElement.prototype.getBoundingClientRect;
test.before(() => {
  // the list starts 300 px down the page; a block is as tall as its rows
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const top = this.classList.contains('team-rows') ? 300 - scrolled : 0;
    const height = this.classList.contains('team-rows__block') ? this.children.length * ROW : 0;
    return { top, height, bottom: top + height, left: 0, right: 375, width: 375, x: 0, y: top } as DOMRect;
  };
});
test.after(() => {
  HTMLElement.prototype.getBoundingClientRect = realRect;
});

/** Scrolls the page to `px` and waits for the frame the window moves in. */
async function scrollTo(px: number) {
  scrolled = px;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  await flush(40);
}

const names = (container: HTMLElement) => [...container.querySelectorAll('.row')].map((r) => r.textContent);
// the most rows a window of three screens can hold, in whole blocks (one more at each end)
const bound = () => (Math.ceil((3 * window.innerHeight) / (BLOCK * ROW)) + 2) * BLOCK;

test('scrolled to the end of 2,000 rows: the rows on screen are always there, and never more than a few blocks', async () => {
  scrolled = 0;
  const { container, unmount } = render(<WindowedRows items={items}>{row}</WindowedRows>);
  await flush(40);
  assert.is(names(container)[0], '成员1');
  let most = 0;
  for (let px = 0; px <= 2000 * ROW; px += 700) {
    await scrollTo(px);
    const shown = names(container);
    most = Math.max(most, shown.length);
    // the row at the top of the screen, and the one at its bottom, are in the DOM
    const onTop = Math.max(0, Math.floor((px - 300) / ROW));
    const atBottom = Math.min(1999, Math.floor((px - 300 + window.innerHeight) / ROW));
    assert.ok(shown.includes(`成员${onTop + 1}`), `at ${px} px the row on top of the screen shows`);
    assert.ok(shown.includes(`成员${atBottom + 1}`), `at ${px} px the row at the bottom of the screen shows`);
  }
  assert.ok(most <= bound(), `at most ${bound()} rows in the DOM, saw ${most}`);
  assert.is(names(container).at(-1), '成员2000');
  // the blocks dropped above are one spacer as tall as they were: the rows stay where they were
  const gap = container.querySelector('.team-rows__gap') as HTMLElement;
  const firstShown = Number(names(container)[0].slice(2)) - 1;
  assert.is(Number.parseFloat(gap.style.height), firstShown * ROW);
  unmount();
});

test('a scroll within the rows shown renders no row again; one that reaches a new block renders its rows only', async () => {
  scrolled = 0;
  const { container, unmount } = render(<WindowedRows items={items}>{row}</WindowedRows>);
  await flush(40);
  await scrollTo(5000);
  const before = rowsRendered;
  const shown = names(container);
  await scrollTo(5010);
  await scrollTo(5030);
  assert.is(rowsRendered, before, 'no row rendered again');
  assert.equal(names(container), shown);
  // a block further down comes into the window: its rows, and no other, are rendered
  await scrollTo(5000 + BLOCK * ROW);
  assert.ok(rowsRendered - before <= BLOCK, `rendered ${rowsRendered - before} rows for one block`);
  assert.ok(rowsRendered > before, 'the new block shows');
  unmount();
});

test('rows there at once (a revisit): the first frame has the rows on screen only, those below come after it', async () => {
  // the list 300 px down, a block 12 x 78 = 936 px: the first block fills the screen, the next is below it
  location.hash = '#/pages/revisited';
  scrolled = 0;
  const kept = items.slice(0, 20);
  rowsRendered = 0;
  const first = render(<WindowedRows items={kept}>{row}</WindowedRows>);
  assert.is(names(first.container).length, BLOCK, 'a first visit: one block before the first paint');
  assert.is(rowsRendered, BLOCK);
  await flush(40);
  assert.is(names(first.container).length, 20, 'the block below after it');
  assert.is(rowsRendered, 20, 'each row rendered once');
  first.unmount();

  // opened again: only the rows the first screen held, one more for a row cut at its edge
  rowsRendered = 0;
  const again = render(<WindowedRows items={kept}>{row}</WindowedRows>);
  const onScreen = Math.ceil((window.innerHeight - 300) / ROW);
  assert.ok(onScreen < BLOCK, `${onScreen} rows on screen`);
  assert.is(names(again.container).length, onScreen + 1, 'again: the rows on screen before the first paint');
  await flush(40);
  assert.is(names(again.container).length, 20, 'the rest after it');
  assert.is(rowsRendered, onScreen + 1 + 20, 'the rows on screen twice (their block whole), the rest once');
  again.unmount();
});

test('rows that came before the scroll reached them are not made until it does: a long list renders a window of them', async () => {
  scrolled = 0;
  const before = rowsRendered;
  const { container, unmount } = render(<WindowedRows items={items}>{row}</WindowedRows>);
  await flush(40);
  assert.ok(rowsRendered - before <= bound(), `rendered ${rowsRendered - before} rows, at most ${bound()} fit`);
  assert.is(names(container)[0], '成员1');
  unmount();
});

test('pages that land while the end of the rows shown is in reach add the blocks near the screen only', async () => {
  scrolled = 0;
  const { container, rerender, unmount } = render(<WindowedRows items={items.slice(0, 24)}>{row}</WindowedRows>);
  await flush(40);
  // near the end of the two blocks: the next pages land (as the list loads ahead of the finger)
  await scrollTo(1000);
  const before = rowsRendered;
  rerender(<WindowedRows items={items.slice(0, 140)}>{row}</WindowedRows>);
  await flush(40);
  assert.ok(rowsRendered - before <= 2 * BLOCK, `rendered ${rowsRendered - before} rows for a scroll of no screen`);
  assert.ok(names(container).includes('成员25'), 'the block after the end shows');
  unmount();
});

test.run();
