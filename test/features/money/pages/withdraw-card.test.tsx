// 提现 offers the default card: a card the partner chose on this page is kept, but
// the card offered by itself on an earlier visit is not, so a default set since then on
// 我的银行卡 is the one offered.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import WithdrawPage from '../../../../src/features/money/pages/withdraw/index';
import { flush } from '../../../render';
import { renderAt, type FakeApi } from '../../../helpers/fake-api';
import { signedInToWithdraw, signedOut } from './withdraw-kit';

const WALLET = { balanceFen: 100000, withdrawableFen: 80000, frozenFen: 0 };
const card = (id: number, bankName: string, isDefault: boolean) => ({
  id,
  bankCode: 'ICBC',
  bankName,
  cardTail: `${id}${id}${id}${id}`,
  holderName: '张三',
  kind: 'personal',
  branch: '',
  isDefault,
});
const cards = (list: unknown[]) => ({ data: { list, total: list.length, pageNum: 1, pageSize: 10 } });
let api: FakeApi;

test.before.each(() => {
  api = signedInToWithdraw('personal', WALLET, {
    '/api/userBank/userBankListH5': cards([card(1, '工商银行', true), card(2, '招商银行', false)]),
  });
});
test.after.each(() => signedOut(api));

/** The card row's text once the form shows. */
async function offeredCard(): Promise<string> {
  const view = renderAt('/pages/withdraw/index', <WithdrawPage />);
  for (let i = 0; i < 50 && !view.container.querySelector('input[inputmode=decimal]'); i++) await flush(5);
  const text = view.container.querySelector('.wd__card')?.textContent || '';
  view.unmount();
  return text;
}

test('the default card is offered, and a default set since the last visit replaces it', async () => {
  assert.match(await offeredCard(), '工商银行（1111）');
  api.routes['/api/userBank/userBankListH5'] = cards([card(2, '招商银行', true), card(1, '工商银行', false)]);
  assert.match(await offeredCard(), '招商银行（2222）');
});

test.run();
