// Rows of a long list (a team or the customers: thousands, loaded page by page) that keep the DOM
// small (here, not in ui, while only this feature's lists grow so long): the rows go in blocks of
// BLOCK, and only the blocks within a screen of the visible part of the page are in the DOM; the
// blocks above and below are one spacer each, as tall as they were when shown (rows may differ in
// height), or, for blocks loaded ahead of the scroll and not shown yet, as tall as their rows at
// the mean height of the rows measured. Measured with `npm run bench` (lists): at 4x CPU, 2,000 rows all in the DOM
// drop to 13 fps; `content-visibility: auto` on the rows skips their paint but not the framework's
// diff of every row or the style of 20,000 elements (8 fps on a busier machine). The document
// scrolls (as in every page of the app), so the window's scroll and size decide what shows.
//   <List list={members} offset={PREFETCH_PX}>
//     <WindowedRows items={members.items}>{(m) => <MemberRow key={m.id} member={m} />}</WindowedRows>
//   </List>
import { Component, type ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/after-paint';
import './WindowedRows.css';

/**
 * Rows per block: a block is a little taller than a phone's screen for the app's list rows. Smaller
 * blocks, even added one a frame, cost more frames than they save (each change of the window is a
 * layout, a paint and a commit of its own; blocks of 4 at 4x CPU, scripts/bench/list-trace.ts).
 */
export const BLOCK = 12;

/**
 * How many rows the first screen of each page's list held, by the page's address (one number for
 * each of the few pages with such a list): opened again, the list makes only those before its first
 * paint and the rest of their block after it. 我的团队's first screen holds 4 of a block's 12 rows,
 * below its figures and filters; the rows were most of that frame's render and layout.
 */
const firstScreen = new Map<string, number>();

export interface WindowedRowsProps<T> {
  items: T[];
  /** one row, from its item alone (a block renders again only when its items change); give it a key */
  children: (item: T) => ComponentChildren;
}

/** The blocks [first, last] within a screen above the visible part and `ahead` px below it, by each block's height. */
function blocksInView(box: HTMLElement, count: number, size: (i: number) => number, ahead: number): [number, number] {
  const screen = window.innerHeight;
  let top = box.getBoundingClientRect().top;
  let first = -1;
  let last = -1;
  for (let i = 0; i < count; i++) {
    if (top + size(i) >= -screen && top <= screen + ahead) {
      if (first < 0) first = i;
      last = i;
    }
    top += size(i);
  }
  return first < 0 ? [count - 1, count - 1] : [first, last];
}

const sum = (size: (i: number) => number, from: number, to: number) => {
  let total = 0;
  for (let i = from; i < to; i++) total += size(i);
  return total;
};

interface BlockProps {
  index: number;
  rows: unknown[];
  row: (item: unknown) => ComponentChildren;
}

/**
 * One block; rendered again only when its rows change, not when the window moves or a page
 * arrives (on a slow phone, rendering the blocks on screen again at each would cost frames).
 * A class: compat's memo would add its code to the first load.
 */
class Block extends Component<BlockProps> {
  shouldComponentUpdate(next: BlockProps) {
    const { index, rows } = this.props;
    return next.index !== index || next.rows.length !== rows.length || next.rows.some((r, i) => r !== rows[i]);
  }
  render({ index, rows, row }: BlockProps) {
    return (
      <div class="team-rows__block" data-block={index}>
        {rows.map(row)}
      </div>
    );
  }
}

export function WindowedRows<T>({ items, children: row }: WindowedRowsProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const heights = useRef<number[]>([]).current;
  // a new list (another keyword, a reload) has other rows in its blocks: heights start again
  const head = useRef<T | undefined>(undefined);
  if (head.current !== items[0]) {
    head.current = items[0];
    heights.length = 0;
  }
  // until the list's first frame has painted: only the rows the first screen held on a visit before
  const [painted, setPainted] = useState(false);
  const address = useRef(location.hash).current;
  const shown = painted ? items.length : Math.min(items.length, firstScreen.get(address) ?? items.length);
  const count = Math.ceil(items.length / BLOCK);
  const [range, setRange] = useState<[number, number]>([0, 0]);
  const first = Math.min(range[0], Math.max(count - 1, 0));
  const last = Math.min(range[1], count - 1);

  const rowsOf = (i: number, of = items.length) => Math.max(0, Math.min(BLOCK, of - i * BLOCK));
  // A block's height: as measured when it was shown, else as tall as its rows at the mean height of
  // the rows last measured (none yet: 0, so the first block shows and gets measured). Taken as
  // nothing, every block loaded ahead of the scroll was made at once and dropped again (up to 8
  // blocks in one frame, npm run bench lists), and the list's end stayed in reach, so every page loaded.
  const perRow = useRef(0);
  const size = (i: number) => heights[i] ?? rowsOf(i) * perRow.current;

  // after every render: measure the blocks shown, then show the blocks the scroll has reached.
  // Until the list's first frame has painted, only those on screen (of those, on a visit again, only
  // the rows the first screen held): the page opens sooner (a revisit shows 20 kept rows at once)
  // and the ones below come after that frame.
  const place = useRef(() => {});
  place.current = () => {
    const el = box.current;
    if (!el) return;
    let tall = 0;
    let rows = 0;
    for (const block of el.children) {
      const i = Number((block as HTMLElement).dataset.block);
      if (Number.isNaN(i)) continue;
      const height = block.getBoundingClientRect().height;
      const made = rowsOf(i, shown);
      // a block cut short for the first frame gives its rows' height; its own comes once it is whole
      if (made === rowsOf(i)) heights[i] = height;
      tall += height;
      rows += made;
    }
    if (rows) {
      perRow.current = tall / rows;
      if (!window.scrollY)
        firstScreen.set(address, Math.ceil((window.innerHeight - el.getBoundingClientRect().top) / perRow.current) + 1);
    }
    const next = blocksInView(el, count, size, painted ? window.innerHeight : 0);
    if (next[0] !== range[0] || next[1] !== range[1]) setRange(next);
  };
  useLayoutEffect(() => place.current());

  useLayoutEffect(() => {
    afterNextPaint(() => setPainted(true));
    let frame = 0;
    const onScroll = () => {
      if (!frame) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          place.current();
        });
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  const blocks: ComponentChildren[] = [];
  for (let i = first; i <= last; i++) {
    const rows = items.slice(i * BLOCK, Math.min((i + 1) * BLOCK, shown));
    if (!rows.length) break;
    blocks.push(<Block key={i} index={i} rows={rows} row={row as BlockProps['row']} />);
  }
  return (
    <div ref={box} class="team-rows">
      <div class="team-rows__gap" style={{ height: sum(size, 0, first) }} />
      {blocks}
      <div class="team-rows__gap" style={{ height: sum(size, last + 1, count) }} />
    </div>
  );
}
