// 签约审核 names the applicant by the real name the contract is signed in (not the nickname only),
// with the nickname beside it when they differ.
import { options, type VNode } from 'preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import ReviewSignPage from '../../../../src/features/signing/pages/reviewSign/index';
import { ReviewItem } from '../../../../src/features/signing/pages/reviewSign/ReviewItem';
import { token, userInfo } from '../../../../src/app/state/session';
import type { User } from '../../../../src/api/types';
import { flush } from '../../../render';
import { fakeApi, renderAt, type FakeApi } from '../../../helpers/fake-api';
import { APPLICATION as APPLIED } from '../application-fixture';

// a director's application, signed and waiting for the CMO
const APPLICATION = { ...APPLIED, applicantNickname: '阳光小王', applicantRealName: '王小明', level: 20, status: 1 };
let api: FakeApi;

test.before.each(() => {
  token.value = 't-review';
  userInfo.value = { id: 1006, roleLevel: 40 } as User;
  api = fakeApi({
    '/api/applyIdentity/cmoConfirmList': { data: { list: [APPLICATION], total: 1, pageNum: 1, pageSize: 10 } },
  });
});
test.after.each(() => {
  api.restore();
  token.value = '';
  userInfo.value = null;
});

test('an application is headed by the real name, the nickname beside it', async () => {
  const view = renderAt('/pages/reviewSign/index', <ReviewSignPage />);
  for (let i = 0; i < 50 && !view.container.querySelector('.review-item'); i++) await flush(5);
  const item = view.container.querySelector('.review-item')!;
  assert.is(item.getAttribute('aria-label'), '王小明的签约申请');
  assert.is(item.querySelector('header b')?.textContent, '王小明');
  assert.match(item.textContent || '', '昵称阳光小王');
  view.unmount();
});

test('驳回 opens its dialog without rendering the list again; 取消 closes it', async () => {
  const view = renderAt('/pages/reviewSign/index', <ReviewSignPage />);
  for (let i = 0; i < 50 && !view.container.querySelector('.review-item'); i++) await flush(5);
  let itemRenders = 0;
  const before = options.diffed;
  options.diffed = (vnode: VNode) => {
    if (vnode.type === ReviewItem) itemRenders++;
    before?.(vnode);
  };
  try {
    const reject = [...view.container.querySelectorAll('button')].find((b) => b.textContent === '驳回')!;
    reject.click();
    await flush();
    const dialog = document.querySelector('[role=dialog]')!;
    assert.match(dialog.textContent || '', '驳回王小明的申请');
    assert.is(itemRenders, 0, 'the items are not rendered for the dialog');
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === '取消')!.click();
    await flush();
    assert.is(document.querySelector('[role=dialog]'), null);
  } finally {
    options.diffed = before;
  }
  view.unmount();
});

test.run();
