import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Field } from '../../src/ui/Field';
import { useForm } from '../../src/ui/useForm';
import { useSubmit } from '../../src/ui/useSubmit';
import { render, act, type, fire, flush } from '../render';

const mobile = (v: string) => (/^1\d{10}$/.test(v) ? null : '请输入11位手机号');
const code = (v: string) => (/^\d{6}$/.test(v) ? null : '请输入6位数字验证码');

let submitted: Record<string, string>[] = [];
let finishSubmit = () => {};

// the form checks, useSubmit sends: the way every page of the app puts them together
function LoginForm() {
  const form = useForm({ mobile: { validate: mobile }, code: { validate: code } });
  const signIn = useSubmit((v: Record<string, string>) => {
    submitted.push(v);
    return new Promise<void>((r) => (finishSubmit = r));
  });
  return (
    <form onSubmit={form.handleSubmit(signIn.submit)}>
      <Field label="手机号" {...form.field('mobile')} />
      <Field label="验证码" {...form.field('code')} />
      <button type="submit" disabled={signIn.pending}>
        登录
      </button>
    </form>
  );
}

const inputs = (c: HTMLElement) => [...c.querySelectorAll('input')] as HTMLInputElement[];
const errors = (c: HTMLElement) => [...c.querySelectorAll('.ui-field__error')].map((e) => e.textContent);
// focus then blur, as a user leaving the field (compat listens to focusout, which blur() also fires)
const leave = (el: HTMLInputElement) =>
  act(() => {
    el.focus();
    el.blur();
  });
const submit = async (c: HTMLElement) => {
  fire(c.querySelector('form')!, 'submit');
  await flush();
};

test.before.each(() => {
  submitted = [];
});

test('a field is checked when the user leaves it after typing, not when merely passing through', () => {
  const { container, unmount } = render(<LoginForm />);
  const [m] = inputs(container);
  leave(m);
  assert.equal(errors(container), []);
  type(m, '138');
  leave(m);
  assert.equal(errors(container), ['请输入11位手机号']);
  type(m, '13800000001');
  assert.equal(errors(container), [], 'the error goes as soon as the value is fixed');
  unmount();
});

test('submit checks every field, focuses the first in error and sends nothing', async () => {
  const { container, unmount } = render(<LoginForm />);
  const [m, c] = inputs(container);
  type(c, '12');
  await submit(container);
  assert.equal(errors(container), ['请输入11位手机号', '请输入6位数字验证码']);
  assert.is(document.activeElement, m);
  type(m, '13800000001');
  await submit(container);
  assert.is(document.activeElement, c);
  assert.is(submitted.length, 0);
  unmount();
});

test('a valid submit hands the values to useSubmit, which sends once at a time', async () => {
  const { container, unmount } = render(<LoginForm />);
  const [m, c] = inputs(container);
  type(m, '13800000001');
  type(c, '123456');
  await submit(container);
  await submit(container);
  assert.equal(submitted, [{ mobile: '13800000001', code: '123456' }]);
  assert.ok(container.querySelector<HTMLButtonElement>('button[type=submit]')!.disabled);
  await act(async () => finishSubmit());
  await flush();
  assert.not.ok(container.querySelector<HTMLButtonElement>('button[type=submit]')!.disabled);
  unmount();
});

test.run();
