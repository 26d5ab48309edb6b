// After a store application: its status now, what happens next, and the way to the store.
import type { Store } from '../../../../api/types';
import { PAGE } from '../../../../app/paths';
import { withQuery } from '../../../../app/navigation';
import { StoreSummary } from '../../StoreSummary';
import { Illustration } from '../../../../ui/Empty';

export function Applied({ store }: { store: Store }) {
  return (
    <div class="store-page open-store__applied" role="status">
      <Illustration kind="success" />
      <p class="open-store__applied-title">开店申请已提交</p>
      <StoreSummary store={store} />
      <p class="open-store__applied-next">审核通常需要 1 至 3 个工作日，审核通过后激活门店即可开始营业。</p>
      <div class="open-store__applied-actions">
        <a
          class="store-actions__btn store-actions__btn--main"
          href={`#${withQuery(PAGE.storeDetail, { id: String(store.id) })}`}
        >
          查看门店
        </a>
        <a class="store-actions__btn" href={`#${PAGE.storeList}`}>
          门店列表
        </a>
      </div>
    </div>
  );
}
