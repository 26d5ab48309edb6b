import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { confirm, alert, Dialog, DialogHost } from '../../src/ui/dialog';
import { render, act, flush, fire } from '../render';

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement | null;
const buttons = () => [...(dialog()?.querySelectorAll('button') ?? [])] as HTMLButtonElement[];
const key = (k: string, shiftKey = false) =>
  act(() => {
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }),
    );
  });

test('confirm() shows title, message and 取消/确定, and resolves true on 确定', async () => {
  const host = render(<DialogHost />);
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = confirm({ title: '删除银行卡', message: '删除后不可恢复' });
  });
  assert.is(dialog()?.getAttribute('aria-modal'), 'true');
  assert.match(dialog()!.textContent!, '删除银行卡');
  assert.match(dialog()!.textContent!, '删除后不可恢复');
  assert.equal(
    buttons().map((b) => b.textContent),
    ['取消', '确定'],
  );
  act(() => buttons()[1].click());
  assert.is(await answer, true);
  assert.is(dialog(), null);
  host.unmount();
});

test('取消, Escape and the back button all answer false; the mask does not', async () => {
  const host = render(<DialogHost />);
  let answer: Promise<boolean> = Promise.resolve(true);
  act(() => {
    answer = confirm('确定退出登录吗？');
  });
  fire(document.querySelector('.ui-mask')!, 'click');
  assert.ok(dialog(), 'a tap on the mask keeps the question open');
  key('Escape');
  assert.is(await answer, false);

  act(() => {
    answer = confirm({ message: '再问一次', confirmText: '好的', cancelText: '算了' });
  });
  assert.equal(
    buttons().map((b) => b.textContent),
    ['算了', '好的'],
  );
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  assert.is(await answer, false);
  assert.is(dialog(), null);
  host.unmount();
});

test('focus moves into the dialog, Tab stays inside, and focus returns afterwards', async () => {
  const outside = document.createElement('button');
  document.body.appendChild(outside);
  outside.focus();
  const host = render(<DialogHost />);
  let answer: Promise<boolean> = Promise.resolve(true);
  act(() => {
    answer = confirm('继续吗？');
  });
  const [cancel, ok] = buttons();
  assert.is(document.activeElement, cancel, 'the first button has the focus');
  ok.focus();
  key('Tab');
  assert.is(document.activeElement, cancel, 'Tab from the last wraps to the first');
  key('Tab', true);
  assert.is(document.activeElement, ok, 'Shift+Tab from the first wraps to the last');
  act(() => cancel.click());
  await answer;
  assert.is(document.activeElement, outside);
  outside.remove();
  host.unmount();
});

test('questions wait in line; alert() has one button', async () => {
  const host = render(<DialogHost />);
  let first: Promise<boolean> = Promise.resolve(false);
  let second: Promise<void> = Promise.resolve();
  act(() => {
    first = confirm('第一个');
    second = alert({ title: '提示', message: '第二个', confirmText: '知道了' });
  });
  assert.match(dialog()!.textContent!, '第一个');
  act(() => buttons()[1].click());
  assert.is(await first, true);
  assert.match(dialog()!.textContent!, '第二个');
  assert.equal(
    buttons().map((b) => b.textContent),
    ['知道了'],
  );
  act(() => buttons()[0].click());
  await second;
  assert.is(dialog(), null);
  host.unmount();
});

test('<Dialog> shows loading on an async confirm and closes from the page', async () => {
  let finish = () => {};
  function Page() {
    const [open, setOpen] = useState(true);
    const save = () =>
      new Promise<void>((r) => {
        finish = r;
      }).then(() => setOpen(false));
    return (
      <Dialog open={open} title="保存" cancelText="取消" onConfirm={save} onCancel={() => setOpen(false)}>
        保存修改？
      </Dialog>
    );
  }
  const page = render(<Page />);
  act(() => buttons()[1].click());
  assert.ok(buttons()[1].disabled, 'busy while saving');
  act(() => buttons()[1].click());
  await act(async () => finish());
  await flush();
  assert.is(dialog(), null);
  page.unmount();
});

test.run();
