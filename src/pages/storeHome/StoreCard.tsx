// The main store: name, address, a status badge in Chinese and, once rejected, the reason.
import type { Store } from '../../api/types';
import { STORE_STATUS } from './status';

export function StoreCard({ store }: { store: Store }) {
  const { text, tone } = STORE_STATUS[store.status] || { text: '状态未知', tone: 'off' };
  return (
    <section class="store-card" aria-label="主门店">
      <div class="store-card__head">
        <h2 class="store-card__name">{store.name}</h2>
        <span class={`store-badge store-badge--${tone}`}>{text}</span>
      </div>
      <p class="store-card__address">{store.address}</p>
      {store.status === 4 && (
        <p class="store-card__reason">驳回原因：{store.reason || '资料未通过审核，请补充后重新提交'}</p>
      )}
    </section>
  );
}
