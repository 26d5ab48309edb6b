import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Field } from '../../src/ui/Field';
import { render, act, type } from '../render';

test('a visible label for the input; attributes passed through', () => {
  const { container, unmount } = render(
    <Field label="手机号" value="" inputMode="tel" autoComplete="tel" maxLength={11} placeholder="请输入手机号" />,
  );
  const input = container.querySelector('input')!;
  const label = container.querySelector('label')!;
  assert.is(label.textContent, '手机号');
  assert.is(label.getAttribute('for'), input.id);
  assert.is(input.getAttribute('inputmode'), 'tel');
  assert.is(input.getAttribute('autocomplete'), 'tel');
  assert.is(input.maxLength, 11);
  assert.not.ok(input.hasAttribute('aria-invalid'));
  unmount();
});

test('the error sits under the input and is announced with it', () => {
  const { container, unmount } = render(<Field label="验证码" value="12" error="请输入6位数字验证码" />);
  const input = container.querySelector('input')!;
  const error = container.querySelector('.ui-field__error')!;
  assert.is(error.textContent, '请输入6位数字验证码');
  assert.ok(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING, 'after the input');
  assert.is(input.getAttribute('aria-invalid'), 'true');
  assert.is(input.getAttribute('aria-describedby'), error.id);
  unmount();
});

test('typing reports the text; the clear button empties it and shows only with text', () => {
  let value = '138';
  const onInput = (v: string) => (value = v);
  const { container, rerender, unmount } = render(<Field label="手机号" value={value} onInput={onInput} />);
  type(container.querySelector('input')!, '1380');
  assert.is(value, '1380');
  act(() => (container.querySelector('button[aria-label="清除"]') as HTMLButtonElement).click());
  assert.is(value, '');
  rerender(<Field label="手机号" value="" onInput={onInput} />);
  assert.is(container.querySelector('button[aria-label="清除"]'), null);
  rerender(<Field label="姓名" value="张三" readOnly onInput={onInput} />);
  assert.is(container.querySelector('button[aria-label="清除"]'), null, 'nothing to clear on a read-only field');
  unmount();
});

test('a multiline field counts characters against maxLength', () => {
  const { container, unmount } = render(<Field label="问题描述" value="屏幕打不开" multiline maxLength={500} />);
  assert.ok(container.querySelector('textarea'));
  assert.is(container.querySelector('.ui-field__count')?.textContent, '5/500');
  unmount();
});

test.run();
