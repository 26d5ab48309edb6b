// The rows of a list that are there when its page opens (a revisit's kept first page, issue 33
// point 2): the frame that opens the page builds only as many rows as a screen could show, and the
// rest come once that frame has painted. Until then a screen-tall space stands for them, so the
// list's end, and the next page it loads, stay out of reach.
//   <FirstScreen items={records.items} rowPx={156}>{(w) => <WithdrawalItem key={w.id} item={w} />}</FirstScreen>
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../lib/after-paint';

export interface FirstScreenProps<T> {
  items: T[];
  /** the least height of a row: a screen's height of such rows comes first */
  rowPx: number;
  /** one row, with its key */
  children: (item: T) => ComponentChildren;
}

export function FirstScreen<T>({ items, rowPx, children: row }: FirstScreenProps<T>) {
  const [painted, setPainted] = useState(false);
  const shown = useRef(true);
  useLayoutEffect(() => {
    afterNextPaint(() => shown.current && setPainted(true));
    return () => {
      shown.current = false;
    };
  }, []);
  const first = Math.ceil(window.innerHeight / rowPx);
  if (painted || items.length <= first) return <>{items.map(row)}</>;
  return (
    <>
      {items.slice(0, first).map(row)}
      <div class="ui-first-screen__rest" style={{ height: window.innerHeight }} />
    </>
  );
}
