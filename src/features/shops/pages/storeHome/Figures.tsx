// Today's orders and earnings, what is not yet settled, and how many stores: yuan from fen.
import type { StoreHome } from '../../../../api/types';
import { formatYuan } from '../../../../lib/money';

export function Figures({ home }: { home: StoreHome }) {
  return (
    <dl class="store-figures" aria-label="经营数据">
      <div>
        <dt>今日订单</dt>
        <dd>{home.todayOrderCount}</dd>
      </div>
      <div>
        <dt>今日收益（元）</dt>
        <dd>{formatYuan(home.todayEarningsFen)}</dd>
      </div>
      <div>
        <dt>待结算收益（元）</dt>
        <dd>{formatYuan(home.unsettledFen)}</dd>
      </div>
      <div>
        <dt>门店数量</dt>
        <dd>{home.storeCount}</dd>
      </div>
    </dl>
  );
}
