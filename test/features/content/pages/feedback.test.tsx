// 问题反馈: hidden characters are refused in place before anything is sent (a bidi override would
// make the text read backwards in the back office), zero-width ones are dropped, an emoji counts as one.
import { options, type VNode } from 'preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import FeedbackPage from '../../../../src/features/content/pages/feedback/index';
import { Uploader } from '../../../../src/ui/Uploader';
import { token } from '../../../../src/app/state/session';
import { flush } from '../../../render';
import { fakeApi, type FakeApi, renderAt } from '../../../helpers/fake-api';

const SEND = '/api/user/addFeedBack';
let api: FakeApi;

test.before.each(() => {
  sessionStorage.clear();
  token.value = 't-feedback';
  api = fakeApi({ [SEND]: { data: { id: 1 } } });
});
test.after.each(() => {
  api.restore();
  token.value = '';
  sessionStorage.clear();
});

async function submitWith(content: string, contact = '') {
  const view = renderAt('/pages/feedback/index', <FeedbackPage />);
  const area = view.container.querySelector('textarea') as HTMLTextAreaElement;
  area.value = content;
  area.dispatchEvent(new Event('input', { bubbles: true }));
  const contactInput = view.container.querySelector('input[name="contact"]') as HTMLInputElement;
  contactInput.value = contact;
  contactInput.dispatchEvent(new Event('input', { bubbles: true }));
  await flush();
  view.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await flush();
  return view;
}

test('a bidi override in the text is refused under the field and nothing is sent', async () => {
  const view = await submitWith('洗衣机坏了\u202E请尽快处理');
  assert.match(view.container.textContent || '', '反馈内容不能包含文字方向控制字符');
  assert.is(api.count(SEND), 0);
  view.unmount();
});

test('a control character in the contact is refused', async () => {
  const view = await submitWith('洗衣机坏了，请尽快处理', '微信\u0007abc');
  assert.match(view.container.textContent || '', '联系方式不能包含换行或控制字符');
  assert.is(api.count(SEND), 0);
  view.unmount();
});

test('zero-width characters are dropped; emoji stay and count as one', async () => {
  const view = await submitWith('很好用\u200B👍');
  assert.is(api.count(SEND), 1);
  assert.is((api.calls.find((c) => c.path === SEND)!.body as { content: string }).content, '很好用👍');
  assert.match(view.container.textContent || '', '反馈已提交');
  view.unmount();
});

test('typing the text or the contact renders that field, not the photos; the draft keeps what was typed', async () => {
  const view = renderAt('/pages/feedback/index', <FeedbackPage />);
  let photoRenders = 0;
  const before = options.diffed;
  options.diffed = (vnode: VNode) => {
    if (vnode.type === Uploader) photoRenders++;
    before?.(vnode);
  };
  try {
    const area = view.container.querySelector('textarea') as HTMLTextAreaElement;
    area.value = '提现页面偶尔打不开';
    area.dispatchEvent(new Event('input', { bubbles: true }));
    const contact = view.container.querySelector('input[name="contact"]') as HTMLInputElement;
    contact.value = '1380000';
    contact.dispatchEvent(new Event('input', { bubbles: true }));
    await flush();
    assert.is(photoRenders, 0);
    assert.match(view.container.textContent || '', '9/500');
    assert.is(contact.value, '1380000');
  } finally {
    options.diffed = before;
  }
  view.unmount();
  const again = renderAt('/pages/feedback/index', <FeedbackPage />);
  assert.is((again.container.querySelector('textarea') as HTMLTextAreaElement).value, '提现页面偶尔打不开');
  assert.is((again.container.querySelector('input[name="contact"]') as HTMLInputElement).value, '1380000');
  again.unmount();
});

test.run();
