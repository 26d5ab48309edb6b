// 提现 (企业): the withdraw form for enterprise-certified users, to a company account, with the
// invoice the withdrawal requires.
import { useWithdraw } from '../../withdrawForm/useWithdraw';
import { WithdrawScreen } from '../../withdrawForm/WithdrawScreen';
import { InvoiceField } from './InvoiceField';
import './enterpriseWithdraw.css';
import { PAGE } from '../../../../app/paths';

export default function EnterpriseWithdrawPage() {
  const state = useWithdraw({ page: PAGE.enterpriseWithdraw, kind: 'company', needsInvoice: true });
  return (
    <WithdrawScreen
      state={state}
      cardLabel="到账对公账户"
      addCardUrl={`${PAGE.addBankCard}?kind=company`}
      missing={state.invoiceUrl ? null : '请上传发票'}
    >
      <InvoiceField url={state.invoiceUrl} onChange={state.setInvoiceUrl} />
    </WithdrawScreen>
  );
}
