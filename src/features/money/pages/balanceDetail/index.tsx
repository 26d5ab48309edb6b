// 余额明细: every movement of the wallet balance (earnings in, withdrawals out, refunds,
// adjustments), filtered by income or expense, with the balance after each one.
import { WALLET_RECORD_KIND_NAMES } from '../../../../api/status-names';
import { useLocation } from 'preact-iso/router';
import type { WalletRecord, WalletRecordKind } from '../../../../api/types';
import { listWalletRecords, type WalletRecordQuery } from '../../../../api/wallet';
import { formatSignedYuan, formatYuan } from '../../../../lib/money';
import { formatDateTime } from '../../../../lib/time';
import { Tabs } from '../../../../ui/Tabs';
import { List, usePagedList } from '../../../../ui/List';
import { PullRefresh } from '../../../../ui/PullRefresh';
import { Empty } from '../../../../ui/Empty';
import { redirect } from '../../../../app/navigation';
import './myBalanceDetail.css';
import { PAGE } from '../../../../app/paths';

const HERE = PAGE.balanceDetail;
type Filter = 'all' | NonNullable<WalletRecordQuery['kind']>;
const FILTERS: { key: Filter; title: string }[] = [
  { key: 'all', title: '全部' },
  { key: 'income', title: '收入' },
  { key: 'expense', title: '支出' },
];
const KIND_TEXT: Record<WalletRecordKind, string> = WALLET_RECORD_KIND_NAMES;

function RecordItem({ record }: { record: WalletRecord }) {
  return (
    <article class="balance-item">
      <div class="balance-item__main">
        <h3 class="balance-item__title">{record.title || KIND_TEXT[record.kind]}</h3>
        <p class="balance-item__time">{formatDateTime(record.createdAt)}</p>
      </div>
      <div class="balance-item__figures">
        <p class={`balance-item__amount${record.amountFen > 0 ? ' balance-item__amount--in' : ''}`}>
          {formatSignedYuan(record.amountFen)}
        </p>
        <p class="balance-item__after">余额 {formatYuan(record.balanceAfterFen)}</p>
      </div>
    </article>
  );
}

export default function BalanceDetailPage() {
  const { query } = useLocation();
  const filter = FILTERS.find((f) => f.key === query.kind)?.key ?? 'all';
  const records = usePagedList(
    (pageNum) => listWalletRecords({ pageNum, pageSize: 10, kind: filter === 'all' ? undefined : filter }),
    [filter],
  );
  return (
    <div class="balance">
      <div class="balance__tabs">
        <Tabs tabs={FILTERS} active={filter} onChange={(k) => redirect(k === 'all' ? HERE : `${HERE}?kind=${k}`)} />
      </div>
      <PullRefresh onRefresh={records.reload}>
        <List
          list={records}
          empty={
            <Empty text={filter === 'all' ? '暂无余额变动记录' : `暂无${filter === 'income' ? '收入' : '支出'}记录`} />
          }
        >
          <div class="balance__rows">
            {records.items.map((r) => (
              <RecordItem key={r.id} record={r} />
            ))}
          </div>
        </List>
      </PullRefresh>
    </div>
  );
}
