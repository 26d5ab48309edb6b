// The contracts of one kind (agency: 我的合同, store: 云店签约合同) with status tabs kept in the
// URL: signed date, rejection reason; a contract to sign continues the signing flow at its
// step, the others open in 查看合同.
import { useLocation } from 'preact-iso/router';
import { userContractList } from '../../api/contract';
import type { Contract } from '../../api/types';
import { formatDate } from '../../lib/time';
import { navigate, redirect } from '../../app/navigation';
import { Empty } from '../../ui/Empty';
import { List, usePagedList } from '../../ui/List';
import { PullRefresh } from '../../ui/PullRefresh';
import { Tabs } from '../../ui/Tabs';
import { CONTRACT_STATUS_NAMES } from '../../api/contract-status';
import { CONTRACT_TABS, contractTabOf, type ContractTab } from './contract-status';
import { readDraft } from './draft';
import { levelName } from './levels';
import { contractUrl } from './steps';
import './contracts.css';

interface Props {
  kind: Contract['kind'];
  /** the page's own path, to keep the tab in its URL */
  here: string;
  /** the partner's other contracts (我的合同 ↔ 云店签约合同), so each list is reached from the other */
  other?: { title: string; to: string };
}

function ContractItem({ contract: c }: { contract: Contract }) {
  const toSign = c.status === 0 && c.applyId !== undefined;
  return (
    <button type="button" class="contract-item" onClick={() => navigate(contractUrl(c, readDraft()))}>
      <span class="contract-item__head">
        <b>{c.title}</b>
        <i class={`contract-item__status is-${c.status}`}>{CONTRACT_STATUS_NAMES[c.status]}</i>
      </span>
      <span class="contract-item__line">{c.kind === 'agency' ? `${levelName(c.level)} · ${c.region}` : c.region}</span>
      <span class="contract-item__line">{c.signedAt ? `签署日期：${formatDate(c.signedAt)}` : '尚未签署'}</span>
      {c.status === 3 && c.reason && <span class="contract-item__reason">驳回原因：{c.reason}</span>}
      <span class="contract-item__go">{toSign ? '继续签约' : '查看合同'}</span>
    </button>
  );
}

export function ContractList({ kind, here, other }: Props) {
  const { query } = useLocation();
  const tab = contractTabOf(query.status);
  const contracts = usePagedList(
    (pageNum) => userContractList({ pageNum, pageSize: 10, kind, status: tab === 'all' ? undefined : tab }),
    [tab],
  );
  const choose = (value: ContractTab) => redirect(value === 'all' ? here : `${here}?status=${value}`);

  return (
    <div class="contracts">
      <div class="contracts__tabs">
        <Tabs tabs={CONTRACT_TABS} active={tab} onChange={choose} />
      </div>
      {other && (
        <a class="contracts__other" href={`#${other.to}`}>
          {other.title}
        </a>
      )}
      <PullRefresh onRefresh={contracts.reload}>
        <List list={contracts} empty={<Empty text="暂无合同" />}>
          {contracts.items.map((c) => (
            <ContractItem key={c.id} contract={c} />
          ))}
        </List>
      </PullRefresh>
    </div>
  );
}
