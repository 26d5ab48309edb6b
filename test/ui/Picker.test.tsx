import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Picker, cascade, type PickerOption } from '../../src/ui/Picker';
import { render, act } from '../render';
import { installClock } from './clock';

const LEVELS: PickerOption[][] = [
  ['会员', '市级总监', '省级总监', '首席'].map((text, i) => ({ text, value: (i + 1) * 10 })),
  ['一年', '两年'].map((text, i) => ({ text, value: i + 1 })),
];
const AREAS: PickerOption[] = [
  {
    text: '广东省',
    value: 'gd',
    children: [
      { text: '广州市', value: 'gz', children: [{ text: '天河区', value: 'th' }] },
      {
        text: '深圳市',
        value: 'sz',
        children: [
          { text: '南山区', value: 'ns' },
          { text: '福田区', value: 'ft' },
        ],
      },
    ],
  },
  {
    text: '浙江省',
    value: 'zj',
    children: [{ text: '杭州市', value: 'hz', children: [{ text: '西湖区', value: 'xh' }] }],
  },
];

const lists = () => [...document.querySelectorAll('[role="listbox"]')] as HTMLElement[];
const selected = () => lists().map((l) => l.querySelector('[aria-selected="true"]')!.textContent);
const confirmButton = () => [...document.querySelectorAll('button')].find((b) => b.textContent === '确定')!;
/** A finger on `list`: each call one touch event of `type` at height `y`. */
const fingerOn = (list: HTMLElement) => (type: string, y: number) =>
  act(() => {
    const e = new Event(type, { bubbles: true, cancelable: true });
    Object.assign(e, { touches: [{ clientY: y }] });
    list.dispatchEvent(e);
  });

// (5 rows of 44 px with the pick in the middle is layout: measured in Chromium by test/browser/gallery.test.ts)
test('opens on the given values, named by its title; 确定 hands out the picked options', () => {
  let picked: PickerOption[] = [];
  const { unmount } = render(
    <Picker
      open
      title="选择级别"
      columns={LEVELS}
      value={[20, 2]}
      onClose={() => {}}
      onConfirm={(o) => (picked = o)}
    />,
  );
  assert.equal(selected(), ['市级总监', '两年']);
  assert.is(document.querySelector('[role="dialog"]')?.getAttribute('aria-label'), '选择级别');
  act(() => confirmButton().click());
  assert.equal(
    picked.map((o) => o.value),
    [20, 2],
  );
  unmount();
});

test('a drag snaps to the nearest option; a slow drag does not fly on', async () => {
  const clock = installClock();
  try {
    const { unmount } = render(<Picker open columns={LEVELS} onClose={() => {}} onConfirm={() => {}} />);
    const [levels] = lists();
    assert.equal(selected(), ['会员', '一年']);
    // 100 px up (2.3 items at 44 px) with a pause before letting go: index 2
    const touch = fingerOn(levels);
    touch('touchstart', 300);
    touch('touchmove', 250);
    touch('touchmove', 200);
    await clock.tick(300);
    touch('touchend', 200);
    assert.equal(selected(), ['省级总监', '一年']);
    // a drag past the end stops at the last option
    touch('touchstart', 300);
    touch('touchmove', 0);
    await clock.tick(300);
    touch('touchend', 0);
    assert.equal(selected(), ['首席', '一年']);
    unmount();
  } finally {
    clock.restore();
  }
});

test('a quick flick carries on past where the finger stopped', async () => {
  const clock = installClock();
  try {
    const { unmount } = render(<Picker open columns={LEVELS} onClose={() => {}} onConfirm={() => {}} />);
    const [levels] = lists();
    const touch = fingerOn(levels);
    // the same 20 px, slowly: it stays
    touch('touchstart', 300);
    touch('touchmove', 290);
    await clock.tick(200);
    touch('touchmove', 280);
    await clock.tick(200);
    touch('touchend', 280);
    assert.equal(selected()[0], '会员');
    // 20 px in two frames and let go: it flies on about three options
    touch('touchstart', 300);
    await clock.tick(16);
    touch('touchmove', 290);
    await clock.tick(16);
    touch('touchmove', 280);
    touch('touchend', 280);
    assert.equal(selected()[0], '首席');
    unmount();
  } finally {
    clock.restore();
  }
});

test('arrow keys move through a column; a tap picks an option', () => {
  const { unmount } = render(<Picker open columns={LEVELS} onClose={() => {}} onConfirm={() => {}} />);
  const [levels, years] = lists();
  act(() => {
    levels.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
  });
  assert.equal(selected(), ['市级总监', '一年']);
  act(() => (years.querySelectorAll('[role="option"]')[1] as HTMLElement).click());
  assert.equal(selected(), ['市级总监', '两年']);
  assert.is(levels.getAttribute('aria-activedescendant'), levels.querySelector('[aria-selected="true"]')!.id);
  unmount();
});

test('cascade: the later columns follow the one before and start from their top', () => {
  let picked: PickerOption[] = [];
  const { unmount } = render(
    <Picker
      open
      columns={cascade(AREAS)}
      value={['gd', 'sz', 'ft']}
      onClose={() => {}}
      onConfirm={(o) => (picked = o)}
    />,
  );
  assert.equal(selected(), ['广东省', '深圳市', '福田区']);
  act(() => (lists()[0].querySelectorAll('[role="option"]')[1] as HTMLElement).click());
  assert.equal(selected(), ['浙江省', '杭州市', '西湖区']);
  assert.is(lists()[1].querySelectorAll('[role="option"]').length, 1);
  act(() => confirmButton().click());
  assert.equal(
    picked.map((o) => o.value),
    ['zj', 'hz', 'xh'],
  );
  unmount();
});

test('取消 closes without confirming', () => {
  let closed = 0;
  let confirmed = 0;
  const { unmount } = render(<Picker open columns={LEVELS} onClose={() => closed++} onConfirm={() => confirmed++} />);
  act(() => [...document.querySelectorAll('button')].find((b) => b.textContent === '取消')!.click());
  assert.is(closed, 1);
  assert.is(confirmed, 0);
  unmount();
});

test.run();
