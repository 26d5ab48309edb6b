// Wheel pickers in a bottom popup with 取消 / 确定: 44 px items, 5 in view, drag with momentum
// and snap, taps and arrow keys. Columns are fixed, or computed from the picks before them
// (cascade(): province → city → district; DatePicker: year → month → day).
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef, useState } from 'react';
import { arrowStep } from './arrows';
import { Popup } from './Popup';
import './Picker.css';

export interface PickerOption {
  text: string;
  value: string | number;
  children?: PickerOption[];
}

export type PickerColumns = PickerOption[][] | ((picked: number[]) => PickerOption[][]);

/** Columns of a tree: each column lists the children of the option picked in the one before. */
export const cascade = (tree: PickerOption[]) => (picked: number[]) => {
  const columns: PickerOption[][] = [];
  for (let options = tree, k = 0; options?.length; k++) {
    columns.push(options);
    options = options[Math.min(picked[k] || 0, options.length - 1)].children!;
  }
  return columns;
};

export interface PickerProps {
  open: boolean;
  columns: PickerColumns;
  /** the values picked when it opens */
  value?: (string | number)[];
  title?: string;
  onConfirm: (picked: PickerOption[]) => void;
  onClose: () => void;
}

const ITEM = 0.44; // rem: 44 design px
const index = (options: PickerOption[], i: number | undefined) => Math.min(i || 0, options.length - 1);

export function Picker({ open, columns, value = [], title = '请选择', onConfirm, onClose }: PickerProps) {
  const columnsOf = (picked: number[]) => (typeof columns === 'function' ? columns(picked) : columns);
  const fromValue = () => {
    const picked: number[] = [];
    for (let k = 0, cols = columnsOf(picked); k < cols.length; k++, cols = columnsOf(picked)) {
      picked[k] = Math.max(
        0,
        cols[k].findIndex((o) => o.value === value[k]),
      );
    }
    return picked;
  };
  const [picked, setPicked] = useState(fromValue);
  useEffect(() => {
    if (open) setPicked(fromValue());
  }, [open]);
  const cols = columnsOf(picked);

  function pick(k: number, i: number) {
    const next = picked.slice();
    next[k] = i;
    // A later column with other options (another province's cities) starts from its top.
    const after = columnsOf(next);
    for (let j = k + 1; j < after.length; j++) {
      if (!cols[j] || cols[j][0].value !== after[j][0].value) next[j] = 0;
    }
    setPicked(next);
  }

  return (
    <Popup open={open} onClose={onClose} label={title}>
      <div class="ui-picker__bar">
        <button type="button" onClick={onClose}>
          取消
        </button>
        <h2>{title}</h2>
        <button
          type="button"
          class="ui-picker__ok"
          onClick={() => onConfirm(cols.map((c, k) => c[index(c, picked[k])]))}
        >
          确定
        </button>
      </div>
      <div class="ui-picker">
        {cols.map((options, k) => (
          <Wheel key={k} options={options} at={index(options, picked[k])} onPick={(i) => pick(k, i)} label={title} />
        ))}
      </div>
    </Popup>
  );
}

interface WheelProps {
  options: PickerOption[];
  at: number;
  onPick: (i: number) => void;
  label: ComponentChildren;
}

function Wheel({ options, at, onPick, label }: WheelProps) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<number | null>(null); // px the finger has moved, null when not dragging
  const touch = useRef({ startY: 0, y: 0, time: 0, speed: 0 }).current;
  const to = (i: number) => onPick(Math.max(0, Math.min(options.length - 1, i)));

  function start(e: TouchEvent) {
    touch.startY = touch.y = e.touches[0].clientY;
    touch.time = Date.now();
    touch.speed = 0;
    setDrag(0);
  }
  function move(e: TouchEvent) {
    e.preventDefault();
    const y = e.touches[0].clientY;
    const now = Date.now();
    touch.speed = (y - touch.y) / Math.max(16, now - touch.time); // px/ms; events come a frame apart at best
    touch.y = y;
    touch.time = now;
    setDrag(y - touch.startY);
  }
  function end() {
    // A flick carries on: the speed of the last move (px/ms) adds 200 ms of travel.
    const flick = Date.now() - touch.time < 100 ? touch.speed * 200 : 0;
    const first = list.current!.firstElementChild;
    const height = first?.getBoundingClientRect().height || 44;
    setDrag(null);
    to(at - Math.round((touch.y - touch.startY + flick) / height));
  }
  function keys(e: KeyboardEvent) {
    const step = arrowStep(e);
    if (step) to(at + step);
  }
  // one handler for the taps on any option (they hold only their text): the options are not
  // focused themselves, the list is, and aria-activedescendant names the picked one
  function tap(e: MouseEvent) {
    const i = [...list.current!.children].indexOf(e.target as Element);
    if (i >= 0) to(i);
  }

  return (
    <div onTouchStart={start} onTouchMove={move} onTouchEnd={end} onTouchCancel={end}>
      <div
        ref={list}
        role="listbox"
        aria-label={typeof label === 'string' ? label : undefined}
        aria-activedescendant={id + at}
        tabIndex={0}
        onKeyDown={keys}
        onClick={tap}
        style={{
          transform: `translateY(calc(${(2 - at) * ITEM}rem + ${drag || 0}px))`,
          transition: drag == null ? '.3s' : 'none',
        }}
      >
        {options.map((o, i) => (
          // the list holds the focus and names its option by aria-activedescendant (WAI-ARIA listbox pattern)
          // biome-ignore lint/a11y/useFocusableInteractive: the listbox, not the option, is focusable
          <div key={o.value} id={id + i} role="option" aria-selected={i === at}>
            {o.text}
          </div>
        ))}
      </div>
    </div>
  );
}
