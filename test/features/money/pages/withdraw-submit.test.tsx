// 提现 and 提现 (企业) submit through the kit's useSubmit: the first tap asks 确认提现 with the
// amount, fee, arrival and card (never sending at once), a double tap is one
// withdrawal, the button shows 提交中 meanwhile, a refusal toasts the server's message, and the
// retry of the same amount and card replays the key kept in the draft.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import EnterpriseWithdrawPage from '../../../../src/features/money/pages/enterpriseWithdraw/index';
import WithdrawPage from '../../../../src/features/money/pages/withdraw/index';
import { DialogHost } from '../../../../src/ui/dialog';
import { act, flush, render, type } from '../../../render';
import { AtUrl, type FakeApi } from '../../../helpers/fake-api';
import { signedInToWithdraw, signedOut } from './withdraw-kit';
import { answerDialog } from '../../shops/pages/store-kit';

const APPLY = '/api/userWallet/applyWithDrawalH5';
const WALLET = {
  balanceFen: 100000,
  withdrawableFen: 80000,
  frozenFen: 0,
  totalProfitFen: 0,
  todayProfitFen: 0,
  monthProfitFen: 0,
};
const card = (kind: string) => ({
  id: 3,
  bankCode: 'ICBC',
  bankName: '工商银行',
  cardTail: '1234',
  holderName: '张三',
  kind,
  branch: '',
  isDefault: true,
});
const WITHDRAWAL = {
  id: 9,
  amountFen: 20000,
  feeFen: 120,
  actualFen: 19880,
  bankName: '工商银行',
  cardTail: '1234',
  status: 0,
  reason: '',
  createdAt: '2026-11-25 10:00:00',
  paidAt: null,
};
let api: FakeApi;

test.before.each(() => {
  api = signedInToWithdraw('enterprise', WALLET, {
    '/api/userBank/userBankListH5': { data: { list: [card('personal')], total: 1 } },
    '/api/userBank/userCompanyBankListH5': { data: { list: [card('company')], total: 1 } },
    [APPLY]: { data: WITHDRAWAL },
  });
});
test.after.each(() => signedOut(api));

let host: ReturnType<typeof render>;
test.before.each(() => {
  host = render(<DialogHost />);
});
test.after.each(() => host.unmount());

async function withdrawPage() {
  const view = render(
    <AtUrl url="/pages/withdraw/index">
      <WithdrawPage />
    </AtUrl>,
  );
  for (let i = 0; i < 50 && !view.container.querySelector('input[inputmode=decimal]'); i++) await flush(5);
  type(view.container.querySelector('input[inputmode=decimal]')!, '200');
  await flush();
  return view;
}
const submitButton = (c: Element) => [...c.querySelectorAll('button')].find((b) => b.textContent === '确认提现')!;
const dialog = () => document.querySelector('.ui-dialog[role="dialog"]');
/** Waits for the confirm step, then answers it. */
async function confirmStep(answer = '确认提现') {
  for (let i = 0; i < 40 && !dialog(); i++) await flush(5);
  answerDialog(answer);
  await flush(5);
}

test('提现: the first tap sends nothing and shows amount, fee, arrival and card; 取消 keeps the form', async () => {
  const { container, unmount } = await withdrawPage();
  submitButton(container).click();
  for (let i = 0; i < 40 && !dialog(); i++) await flush(5);
  assert.is(api.count(APPLY), 0, 'nothing is sent on the first tap');
  const shown = (dialog()?.textContent || '').replace(/\s+/g, '');
  for (const fact of ['确认提现', '提现金额¥200.00', '手续费¥1.20', '实际到账¥198.80', '到账卡工商银行（尾号1234）']) {
    assert.ok(shown.includes(fact), `the confirm step shows ${fact}: ${shown}`);
  }
  answerDialog('取消');
  await flush(5);
  assert.is(api.count(APPLY), 0, 'cancelled: nothing sent');
  assert.ok(submitButton(container), 'the form stays');
  submitButton(container).click();
  await confirmStep();
  assert.is(api.count(APPLY), 1, 'confirmed: sent once');
  unmount();
});

test('提现: a double tap sends one withdrawal, pending until it is accepted', async () => {
  const { container, unmount } = await withdrawPage();
  const button = submitButton(container);
  act(() => {
    button.click();
    button.click();
  });
  assert.is(button.getAttribute('aria-busy'), 'true', 'the button shows it is under way');
  await confirmStep();
  assert.is(api.count(APPLY), 1);
  assert.equal(api.calls.find((c) => c.path === APPLY)?.body, { amountFen: 20000, bankCardId: 3 });
  assert.match(container.textContent || '', '提现申请已提交');
  unmount();
});

test('提现: a refusal toasts the server message; tapping again retries with the same key', async () => {
  api.routes[APPLY] = { code: 500, message: '银行通道繁忙，请稍后重试' };
  const { container, unmount } = await withdrawPage();
  submitButton(container).click();
  await confirmStep();
  assert.equal(api.toasts, ['银行通道繁忙，请稍后重试']);
  const sent = api.calls.find((c) => c.path === APPLY)!;
  assert.ok(sent.key, 'the withdrawal carries an Idempotency-Key');
  assert.match(sessionStorage.getItem('draft:withdraw') || '', sent.key!, 'the key is kept in the draft');
  api.routes[APPLY] = { data: WITHDRAWAL };
  submitButton(container).click();
  await confirmStep();
  const calls = api.calls.filter((c) => c.path === APPLY);
  assert.is(calls.length, 2);
  assert.is(calls[1].key, sent.key, 'the retry replays the first key');
  assert.match(container.textContent || '', '提现申请已提交');
  unmount();
});

test('提现 (企业): confirmed first; a double tap sends one withdrawal; a refusal toasts and the form stays', async () => {
  api.routes[APPLY] = { code: 500, message: '银行通道繁忙，请稍后重试' };
  sessionStorage.setItem(
    'draft:enterpriseWithdraw',
    JSON.stringify({ amountText: '200', invoiceUrl: '/uploads/i.png' }),
  );
  const view = render(
    <AtUrl url="/pages/enterpriseWithdraw/index">
      <EnterpriseWithdrawPage />
    </AtUrl>,
  );
  for (let i = 0; i < 50 && !submitButton(view.container); i++) await flush(5);
  const button = submitButton(view.container);
  button.click();
  button.click();
  for (let i = 0; i < 40 && !dialog(); i++) await flush(5);
  assert.is(api.count(APPLY), 0, 'nothing is sent before the confirm step');
  assert.match(dialog()?.textContent || '', '到账卡');
  await confirmStep();
  assert.is(api.count(APPLY), 1);
  assert.equal(api.toasts, ['银行通道繁忙，请稍后重试']);
  assert.ok(submitButton(view.container), 'the form stays for another try');
  view.unmount();
});

test.run();
