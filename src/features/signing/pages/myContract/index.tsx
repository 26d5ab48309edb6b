// 我的合同: the partner's agency contracts by status.
import { PAGE } from '../../../../app/paths';
import { ContractList } from '../../ContractList';

export default function MyContractPage() {
  return <ContractList kind="agency" here={PAGE.myContract} />;
}
