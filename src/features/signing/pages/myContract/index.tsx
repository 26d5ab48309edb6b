// 我的合同: the partner's agency contracts by status, and the way to their cloud-store contracts.
import { PAGE } from '../../../../app/paths';
import { ContractList } from '../../ContractList';

export default function MyContractPage() {
  return (
    <ContractList kind="agency" here={PAGE.myContract} other={{ title: '云店签约合同', to: PAGE.storeContract }} />
  );
}
