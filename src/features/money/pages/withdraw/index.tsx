// 提现: withdraw from the wallet to one of the user's own cards (real-name passed).
import { useWithdraw } from '../../withdrawForm/useWithdraw';
import { WithdrawScreen } from '../../withdrawForm/WithdrawScreen';
import { PAGE } from '../../../../app/paths';

export default function WithdrawPage() {
  const state = useWithdraw({ page: PAGE.withdraw, kind: 'personal' });
  return <WithdrawScreen state={state} cardLabel="到账银行卡" addCardUrl={PAGE.addBankCard} />;
}
