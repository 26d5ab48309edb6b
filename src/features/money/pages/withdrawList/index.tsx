// 提现记录: the user's withdrawals by status, newest first, loading more at the bottom.
// The tab is kept in the URL so coming back (e.g. from the success page) shows the same one.
import { useLocation } from 'preact-iso/router';
import { listWithdrawals } from '../../../../api/wallet';
import { Tabs } from '../../../../ui/Tabs';
import { List, usePagedList } from '../../../../ui/List';
import { PullRefresh } from '../../../../ui/PullRefresh';
import { Empty } from '../../../../ui/Empty';
import { redirect } from '../../../../app/navigation';
import { STATUS_TABS, tabOf, type StatusTab } from './status';
import { WithdrawalItem } from './WithdrawalItem';
import './withdrawList.css';
import { PAGE } from '../../../../app/paths';

const HERE = PAGE.withdrawList;

export default function WithdrawListPage() {
  const { query } = useLocation();
  const tab = tabOf(query.status);
  const records = usePagedList(
    (pageNum) => listWithdrawals({ pageNum, pageSize: 10, status: tab === 'all' ? undefined : tab }),
    [tab],
  );

  const choose = (value: StatusTab) => redirect(value === 'all' ? HERE : `${HERE}?status=${value}`);

  return (
    <div class="wd-list">
      <div class="wd-list__tabs">
        <Tabs tabs={STATUS_TABS} active={tab} onChange={choose} />
      </div>
      <PullRefresh onRefresh={records.reload}>
        <List list={records} empty={<Empty text="暂无提现记录" />}>
          {records.items.map((w) => (
            <WithdrawalItem key={w.id} item={w} />
          ))}
        </List>
      </PullRefresh>
    </div>
  );
}
