import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CodeField } from '../../src/ui/CodeField';
import { render, type, fire, flush } from '../render';

test('CodeField: a labelled six-digit code input with autofill, its error, and the button that sends the code', async () => {
  sessionStorage.removeItem('code:test');
  let typed = '';
  let sent = 0;
  const { container, unmount } = render(
    <CodeField
      storageKey="code:test"
      name="code"
      value=""
      error="请输入6位数字验证码"
      onInput={(v) => (typed = v)}
      onSend={async () => {
        sent++;
        return true;
      }}
    />,
  );
  const input = container.querySelector('input') as HTMLInputElement;
  assert.is(container.querySelector('label')?.textContent, '验证码');
  assert.is(input.getAttribute('autocomplete'), 'one-time-code');
  assert.is(input.getAttribute('maxlength'), '6');
  assert.is(container.querySelector('.ui-field__error')?.textContent, '请输入6位数字验证码');
  type(input, '123456');
  assert.is(typed, '123456');
  const button = container.querySelector('.ui-code-btn') as HTMLButtonElement;
  assert.is(button.textContent, '获取验证码');
  fire(button, 'click');
  await flush(5);
  assert.is(sent, 1);
  assert.match(button.textContent || '', /秒/);
  unmount();
});

test.run();
