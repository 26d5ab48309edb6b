// 门店收益结算: the store's unsettled amount with 结算到钱包 right under it (in view on arrival at
// 375x667, however many orders), the orders below; a confirmation, then what moved and the new
// balance. Nothing to settle is said plainly.
import { useState } from 'react';
import { storeUnsettled, type StoreSettlement } from '../../../../api/store';
import type { Store } from '../../../../api/types';
import { formatYuan } from '../../../../lib/money';
import { formatDateTime } from '../../../../lib/time';
import { PAGE } from '../../../../app/paths';
import { useStore } from '../../useStore';
import { StoreSummary } from '../../StoreSummary';
import { settleEarnings, settleIntent } from '../../settle';
import { LoadState } from '../../../../ui/LoadState';
import { useResource } from '../../../../ui/useResource';
import { Button } from '../../../../ui/Button';
import { useSubmit } from '../../../../ui/useSubmit';
import { Empty } from '../../../../ui/Empty';
import { confirm } from '../../../../ui/dialog';
import './storeSettlement.css';

export default function StoreSettlementPage() {
  const { id, store } = useStore();
  return (
    <div class="store-page">
      <LoadState resource={store} failedText="门店信息加载失败">
        {(s) => <Settlement key={id} store={s} />}
      </LoadState>
    </div>
  );
}

function Settlement({ store }: { store: Store }) {
  const unsettled = useResource(() => storeUnsettled(store.id), [store.id], { fresh: true });
  const [done, setDone] = useState<StoreSettlement | null>(null);

  // the wrapper says why a settlement failed; the same tap again reuses the same key
  const settlement = useSubmit(settleEarnings, {
    keep: settleIntent(store.id),
    confirm: ({ amountFen }) =>
      confirm({
        title: '结算到钱包',
        message: `将「${store.name}」的 ${unsettled.data?.orderCount} 笔订单收益共 ${formatYuan(amountFen)} 元结算到钱包？`,
        confirmText: '结算',
      }),
    done: (settled) => {
      setDone(settled);
      unsettled.reload();
    },
  });

  return (
    <>
      <StoreSummary store={store} />
      {done && (
        <section class="store-page__card store-settle__done" role="status">
          <p class="store-settle__big">已结算 {formatYuan(done.amountFen)} 元</p>
          <p>
            {done.orderCount} 笔订单的收益已转入钱包，当前余额 <strong>{formatYuan(done.balanceFen)}</strong> 元
          </p>
          <a class="store-actions__btn" href={`#${PAGE.home}`}>
            去收益中心
          </a>
        </section>
      )}
      <LoadState resource={unsettled} failedText="待结算收益加载失败">
        {(u) =>
          u.amountFen <= 0 ? (
            <Empty text="这家门店暂无可结算的收益，有新订单完成后再来结算" />
          ) : (
            <>
              <section class="store-page__card">
                <p class="store-settle__label">待结算收益（元）</p>
                <p class="store-settle__big">{formatYuan(u.amountFen)}</p>
                <p class="store-settle__label">共 {u.orderCount} 笔订单</p>
                <div class="store-settle__action">
                  <Button
                    variant="primary"
                    block
                    loading={settlement.pending}
                    loadingText="结算中..."
                    onClick={() => settlement.submit({ storeId: store.id, amountFen: u.amountFen })}
                  >
                    结算到钱包
                  </Button>
                </div>
              </section>
              <section class="store-page__card">
                <h2 class="store-page__title">待结算订单</h2>
                <ul class="store-settle__orders" aria-label="待结算订单">
                  {u.orders.map((o) => (
                    <li key={o.orderNo}>
                      <span>
                        {o.orderNo}
                        <small>
                          {formatDateTime(o.createdAt)} · 订单 {formatYuan(o.amountFen)} 元
                        </small>
                      </span>
                      <b>+{formatYuan(o.shareFen)}</b>
                    </li>
                  ))}
                </ul>
              </section>
            </>
          )
        }
      </LoadState>
    </>
  );
}
