// 设置收益 says why a typed share changed (150 never becomes 100 with no word): above 100 and
// below 1 are put back within, with a message saying so, gone at the next change.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import SetEarningsPage from '../../../../src/features/shops/pages/setEarnings/index';
import { token } from '../../../../src/app/state/session';
import { act, type } from '../../../render';
import { fakeApi, type FakeApi } from '../../../helpers/fake-api';
import { STORE, storePage } from './store-kit';

let api: FakeApi;
test.before.each(() => {
  token.value = 't-share';
  api = fakeApi({ '/api/store/detailH5': { data: STORE } });
});
test.after.each(() => {
  api.restore();
  token.value = '';
});

const share = (c: Element) => c.querySelector('input[role=spinbutton]') as HTMLInputElement;
const alertText = (c: Element) => c.querySelector('.store-page__card [role=alert]')?.textContent ?? null;

test('150 becomes 100 and the page says why; the next change clears it', async () => {
  const page = await storePage(SetEarningsPage, '/pages/setEarnings/setEarnings', '保存');
  type(share(page.container), '150');
  assert.is(share(page.container).value, '100');
  assert.is(alertText(page.container), '收益比例最高 100%，输入的 150 已改为 100');
  act(() => (page.container.querySelector('button[aria-label^="减少"]') as HTMLButtonElement).click());
  assert.is(share(page.container).value, '99');
  assert.is(alertText(page.container), null);
  page.unmount();
});

test('0 left in the field becomes 1, said the same way', async () => {
  const page = await storePage(SetEarningsPage, '/pages/setEarnings/setEarnings', '保存');
  type(share(page.container), '0');
  act(() => {
    share(page.container).focus();
    share(page.container).blur();
  });
  assert.is(share(page.container).value, '1');
  assert.is(alertText(page.container), '收益比例最低 1%，输入的 0 已改为 1');
  page.unmount();
});

test.run();
