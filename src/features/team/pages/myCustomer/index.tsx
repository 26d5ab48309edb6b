// 我的客户: the partner's customers (search debounced, load more), in the thousands for some.
import { myCustomerH5 } from '../../../../api/team';
import type { Customer } from '../../../../api/types';
import { relativeTime } from '../../../../lib/time';
import { Empty } from '../../../../ui/Empty';
import { SearchBox } from '../../../../ui/SearchBox';
import { useKeyword } from '../../../../ui/useKeyword';
import { List, usePagedList } from '../../../../ui/List';
import { PullRefresh } from '../../../../ui/PullRefresh';
import { WindowedRows } from '../../WindowedRows';
import './myCustomer.css';

// pages of 20, the next asked for two screens before the bottom: no wait while scrolling on
// (npm run bench, lists)
const PAGE_SIZE = 20;
const PREFETCH_PX = 1400;

function CustomerRow({ customer: c }: { customer: Customer }) {
  return (
    <article class="customer">
      <div class="customer__avatar" aria-hidden="true">
        {[...c.nickname][0] || '客'}
      </div>
      <div class="customer__main">
        <h3>{c.nickname}</h3>
        <p>{c.mobileMasked}</p>
      </div>
      <div class="customer__side">
        <p>{c.cardCount} 张洗护卡</p>
        <p>{c.lastOrderAt ? `最近下单 ${relativeTime(c.lastOrderAt)}` : '暂无订单'}</p>
      </div>
    </article>
  );
}

export default function MyCustomerPage() {
  const { typed, keyword, type } = useKeyword();
  // usePagedList drops the answer of an older keyword, so a slow one never replaces a newer one
  const customers = usePagedList(
    (pageNum) => myCustomerH5({ pageNum, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) }),
    [keyword],
  );

  return (
    <div class="customers">
      <SearchBox id="customer-search" label="搜索客户" placeholder="搜索昵称或手机号" value={typed} onType={type} />
      {/* kept while the next page loads: a line that came and went at each page moved the list under the finger */}
      {customers.items.length > 0 && <p class="customers__total">共 {customers.total} 位客户</p>}
      <PullRefresh onRefresh={customers.reload}>
        <List
          list={customers}
          offset={PREFETCH_PX}
          empty={<Empty text={keyword ? '没有找到匹配的客户' : '还没有客户'} />}
        >
          <WindowedRows items={customers.items}>{(c) => <CustomerRow key={c.id} customer={c} />}</WindowedRows>
        </List>
      </PullRefresh>
    </div>
  );
}
