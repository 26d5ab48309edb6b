import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Popup, historySettled } from '../../src/ui/Popup';
import { ActionSheet } from '../../src/ui/ActionSheet';
import { useState } from 'react';
import { render, act, fire } from '../render';

// Each test ends with historySettled(): a layer closed by code leaves a pending history.back(), whose
// popstate, arriving during the next test (late on a loaded machine), would be taken for that test's back.
const pressEscape = () =>
  act(() => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
const back = () =>
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

test('a bottom sheet: titled dialog; mask, Escape and back each close it', async () => {
  let closes = 0;
  const { rerender, unmount } = render(
    <Popup open title="提现规则" onClose={() => closes++}>
      <p>规则</p>
    </Popup>,
  );
  const dialog = document.querySelector('[role="dialog"]')!;
  assert.ok(dialog.classList.contains('ui-popup--bottom'), 'a sheet from the bottom unless asked otherwise');
  assert.is(dialog.getAttribute('aria-modal'), 'true');
  assert.is(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent, '提现规则');
  fire(document.querySelector('.ui-mask')!, 'click');
  assert.is(closes, 1, 'the mask');
  pressEscape();
  assert.is(closes, 2, 'Escape');
  back();
  assert.is(closes, 3, 'back');
  rerender(<Popup open={false} onClose={() => closes++} />);
  assert.is(document.querySelector('[role="dialog"]'), null);
  unmount();
  await historySettled();
});

test('opening adds a history entry for back to close; closing by code removes it', async () => {
  const { rerender, unmount } = render(<Popup open onClose={() => {}} />);
  assert.ok(history.state?.layer, 'the entry is marked as the layer');
  rerender(<Popup open={false} onClose={() => {}} />);
  await historySettled();
  assert.not.ok(history.state?.layer, 'back to the page entry');
  unmount();
  await historySettled();
});

test('with two layers, Escape and back close only the top one', async () => {
  const closed: string[] = [];
  const { unmount } = render(
    <>
      <Popup open onClose={() => closed.push('下层')} />
      <Popup open onClose={() => closed.push('上层')} />
    </>,
  );
  pressEscape();
  back();
  assert.equal(closed, ['上层', '上层']);
  unmount();
  await historySettled();
});

test('ActionSheet: picking calls onSelect and closes; 取消 only closes; disabled cannot be picked', async () => {
  const picks: string[] = [];
  let closes = 0;
  const { unmount } = render(
    <ActionSheet
      open
      title="选择银行卡"
      actions={[
        { name: '招商银行', note: '默认' },
        { name: '停用的卡', disabled: true },
        { name: '删除', danger: true },
      ]}
      onSelect={(i, a) => picks.push(`${i}:${a.name}`)}
      onClose={() => closes++}
    />,
  );
  const buttons = [...document.querySelectorAll('[role="dialog"] button')] as HTMLButtonElement[];
  assert.equal(
    buttons.map((b) => b.textContent),
    ['招商银行默认', '停用的卡', '删除', '取消'],
  );
  assert.ok(buttons[1].disabled);
  act(() => buttons[2].click());
  act(() => buttons[3].click());
  assert.equal(picks, ['2:删除']);
  assert.is(closes, 2);
  unmount();
  await historySettled();
});

const tab = (shiftKey = false) =>
  act(() => {
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }),
    );
  });

test('ActionSheet: focus moves in, Tab and Shift+Tab stay inside, and the opener has it back on close', async () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" id="opener" onClick={() => setOpen(true)}>
          上传照片
        </button>
        <ActionSheet
          open={open}
          actions={[{ name: '拍照' }, { name: '从相册选择' }]}
          onSelect={() => {}}
          onClose={() => setOpen(false)}
        />
      </>
    );
  }
  const { unmount } = render(<Opener />);
  const opener = document.getElementById('opener') as HTMLButtonElement;
  opener.focus();
  act(() => opener.click());
  const inside = () => [...document.querySelectorAll('[role="dialog"] button')] as HTMLButtonElement[];
  const [first, , cancel] = inside();
  assert.is(document.activeElement, first, 'the first choice has the focus');
  tab(true);
  assert.is(document.activeElement, cancel, 'Shift+Tab from the first wraps to 取消');
  tab();
  assert.is(document.activeElement, first, 'Tab from 取消 wraps to the first');
  pressEscape();
  assert.is(document.querySelector('[role="dialog"]'), null);
  assert.is(document.activeElement, opener, 'the focus is back on the button that opened it');
  unmount();
  await historySettled();
});

test.run();
