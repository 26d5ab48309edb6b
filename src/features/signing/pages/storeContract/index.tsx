// 云店签约合同: the user's cloud-store contracts by status, and the way to their agency contracts.
import { PAGE } from '../../../../app/paths';
import { ContractList } from '../../ContractList';

export default function StoreContractPage() {
  return <ContractList kind="store" here={PAGE.storeContract} other={{ title: '我的合同', to: PAGE.myContract }} />;
}
