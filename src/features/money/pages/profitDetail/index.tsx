// 收益明细: earnings of one month (this month by default), by source, with the month's total;
// loads more at the bottom. ?month=YYYY-MM&source=team opens a given view.
import { useState } from 'react';
import { useLocation } from 'preact-iso/router';
import type { EarningsSource } from '../../../../api/types';
import { listEarnings } from '../../../../api/wallet';
import { formatYuan } from '../../../../lib/money';
import { formatMonth, monthKey } from '../../../../lib/time';
import { Tabs } from '../../../../ui/Tabs';
import { List, usePagedList } from '../../../../ui/List';
import { PullRefresh } from '../../../../ui/PullRefresh';
import { Empty } from '../../../../ui/Empty';
import { EarningsItem, SOURCE_TEXT } from './EarningsItem';
import { MonthPicker } from './MonthPicker';
import './profitDetail.css';

type SourceTab = 'all' | EarningsSource;
const SOURCES: { key: SourceTab; title: string }[] = [
  { key: 'all', title: '全部' },
  ...(Object.keys(SOURCE_TEXT) as EarningsSource[]).map((key) => ({ key, title: SOURCE_TEXT[key] })),
];

export default function ProfitDetailPage() {
  const { query } = useLocation();
  // state, not the URL: a URL change while the month picker closes would race its history entry
  const [month, setMonth] = useState(() =>
    /^\d{4}-(0[1-9]|1[0-2])$/.test(query.month || '') ? query.month : monthKey(),
  );
  const [source, setSource] = useState<SourceTab>(() => SOURCES.find((s) => s.key === query.source)?.key ?? 'all');
  const [picking, setPicking] = useState(false);

  const records = usePagedList(
    (pageNum) => listEarnings({ pageNum, pageSize: 10, month, source: source === 'all' ? undefined : source }),
    [month, source],
  );
  // the total comes with the first page (a revisit's kept one too): none while another month loads
  const totalFen = records.first?.summary.totalFen ?? null;

  return (
    <div class="earn">
      <div class="earn__head">
        <div class="earn__summary">
          <button
            type="button"
            class="earn__month"
            aria-label={`${formatMonth(month)}，点击切换月份`}
            onClick={() => setPicking(true)}
          >
            {formatMonth(month)}
          </button>
          <p class="earn__total">
            {source === 'all' ? '当月收益合计' : `${SOURCE_TEXT[source]}合计`}
            {/* the count once the month answered: a failed or pending load is not 0 笔 */}
            {totalFen !== null && `（${records.total} 笔）`}
            <b>¥{totalFen === null ? '--' : formatYuan(totalFen)}</b>
          </p>
        </div>
        <Tabs tabs={SOURCES} active={source} onChange={setSource} />
      </div>
      <PullRefresh onRefresh={records.reload}>
        <List
          list={records}
          empty={<Empty text={`${formatMonth(month)}暂无${source === 'all' ? '' : SOURCE_TEXT[source]}收益记录`} />}
        >
          <div class="earn__rows">
            {records.items.map((r) => (
              <EarningsItem key={r.id} record={r} />
            ))}
          </div>
        </List>
      </PullRefresh>
      <MonthPicker
        open={picking}
        value={month}
        onClose={() => setPicking(false)}
        onConfirm={(m) => {
          setPicking(false);
          setMonth(m);
        }}
      />
    </div>
  );
}
