// 门店列表: the user's stores by status tab, each with its photo, name, address, status and the
// action its status allows; more load at the bottom; pull down to see the review move on.
// The tab is kept in the URL so coming back from a store shows the same one.
import { STORE_STATUS_NAMES } from '../../../../api/store-status';
import { useLocation } from 'preact-iso/router';
import type { StoreStatus } from '../../../../api/types';
import { storeList } from '../../../../api/store';
import { PAGE } from '../../../../app/paths';
import { redirect } from '../../../../app/navigation';
import { Tabs } from '../../../../ui/Tabs';
import { List, usePagedList } from '../../../../ui/List';
import { PullRefresh } from '../../../../ui/PullRefresh';
import { Empty } from '../../../../ui/Empty';
import { StoreItem } from './StoreItem';
import './storeList.css';

const TABS: { key: 'all' | StoreStatus; title: string }[] = [
  { key: 'all', title: '全部' },
  // every status a store stays in for a while (0, submitted, is a moment before the review)
  ...([1, 2, 3, 4, 5] as const).map((key) => ({ key, title: STORE_STATUS_NAMES[key] })),
];

const tabOf = (value: string | undefined) => TABS.find((t) => String(t.key) === value)?.key ?? 'all';

export default function StoreListPage() {
  const { query } = useLocation();
  const tab = tabOf(query.status);
  const stores = usePagedList(
    (pageNum) => storeList({ pageNum, pageSize: 10, status: tab === 'all' ? undefined : tab }),
    [tab],
  );
  const choose = (key: 'all' | StoreStatus) =>
    redirect(key === 'all' ? PAGE.storeList : `${PAGE.storeList}?status=${key}`);

  return (
    <div class="store-list">
      <div class="store-list__tabs">
        <Tabs tabs={TABS} active={tab} onChange={choose} />
      </div>
      <PullRefresh onRefresh={stores.reload}>
        <List
          list={stores}
          empty={
            <Empty text={tab === 'all' ? '您还没有门店' : '这个状态下没有门店'}>
              <a class="store-list__open" href={`#${PAGE.openStore}`}>
                申请开店
              </a>
            </Empty>
          }
        >
          {stores.items.map((s) => (
            <StoreItem key={s.id} store={s} />
          ))}
        </List>
      </PullRefresh>
    </div>
  );
}
