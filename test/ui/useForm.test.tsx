import { useEffect } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Field, type FieldProps } from '../../src/ui/Field';
import { useForm, useFormValue } from '../../src/ui/useForm';
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

// a page of three fields that counts its own renders and each field's, as the page gives them
let renders: Record<string, number> = {};
function Counted(p: FieldProps) {
  renders[p.name!] = (renders[p.name!] || 0) + 1;
  return <Field {...p} />;
}
function AddressForm({ onDraft }: { onDraft?: (v: Record<string, string>) => void }) {
  renders.page = (renders.page || 0) + 1;
  const form = useForm({ name: {}, mobile: { validate: mobile }, detail: {} });
  const filled = useFormValue(form, (v) => v.name !== '' && v.mobile !== '');
  useEffect(() => (onDraft ? form.state.subscribe(onDraft) : undefined), []);
  return (
    <form>
      <Counted label="收货人" {...form.field('name')} />
      <Counted
        label="手机号"
        {...form.field('mobile')}
        onInput={(v) => form.setValue('mobile', v.replace(/\D/g, ''))}
      />
      <Counted label="详细地址" {...form.field('detail')} />
      <p>{filled ? '已填写' : '未填写'}</p>
    </form>
  );
}

test('a keystroke renders its own field, not the page nor the other fields', async () => {
  renders = {};
  const { container, unmount } = render(<AddressForm />);
  const [name, m, detail] = inputs(container);
  const before = { ...renders };
  type(detail, '文一路');
  type(detail, '文一路 100 号');
  await flush();
  assert.equal(renders, before, 'no render of the page or of 收货人 and 手机号');
  assert.is(detail.value, '文一路 100 号');
  type(name, '张伟');
  await flush();
  assert.is(renders.page, before.page, 'what the page shows from the values has not changed yet');
  type(m, '13800000001');
  await flush();
  assert.is(renders.page, before.page + 1, 'it renders when what it shows changes');
  assert.ok(container.textContent!.includes('已填写'));
  unmount();
});

test('an error shown follows the typing in its field alone', async () => {
  renders = {};
  const { container, unmount } = render(<AddressForm />);
  const [, m] = inputs(container);
  type(m, '138');
  leave(m);
  await flush();
  assert.equal(errors(container), ['请输入11位手机号']);
  const before = { ...renders };
  type(m, '13800000001');
  await flush();
  assert.equal(errors(container), []);
  assert.is(renders.name, before.name, '收货人 is not rendered again');
  unmount();
});

test('a refused keystroke is put back though the value did not change', async () => {
  const { container, unmount } = render(<AddressForm />);
  const [, m] = inputs(container);
  type(m, '138');
  type(m, '138a');
  await flush();
  assert.is(m.value, '138');
  unmount();
});

test('what follows the typing without rendering (a draft) reads every value from state', async () => {
  const drafts: Record<string, string>[] = [];
  const { container, unmount } = render(<AddressForm onDraft={(v) => drafts.push(v)} />);
  type(inputs(container)[2], '文一路');
  await flush();
  assert.equal(drafts.at(-1), { name: '', mobile: '', detail: '文一路' });
  unmount();
});

test.run();
