// 门店详情: one store: photos (tap for the large view), name, address and its place on the map,
// contact (tap to call), earnings share, status with the rejection reason, activation date, and
// the actions its status allows.
import { useState } from 'react';
import type { Store } from '../../../../api/types';
import { formatDateTime } from '../../../../lib/time';
import { useStore } from '../../useStore';
import { StoreHeading } from '../../StoreHeading';
import { StoreActions } from '../../StoreActions';
import { DEFAULT_REJECT_REASON } from '../../status';
import { LoadState } from '../../../../ui/LoadState';
import { ImagePreview } from '../../../../ui/ImagePreview';
import { PlaceRow } from './PlaceRow';
import './storeDetail.css';

export default function StoreDetailPage() {
  const { store } = useStore();
  return (
    <div class="store-page store-detail">
      <LoadState resource={store} failedText="门店信息加载失败">
        {(s) => <Detail store={s} />}
      </LoadState>
    </div>
  );
}

function Detail({ store }: { store: Store }) {
  const [previewAt, setPreviewAt] = useState(-1);
  return (
    <>
      <div class="store-detail__photos">
        {store.photos.map((url, i) => (
          <button key={url} type="button" aria-label={`查看门店照片 ${i + 1}`} onClick={() => setPreviewAt(i)}>
            <img src={url} alt="" />
          </button>
        ))}
      </div>
      <ImagePreview images={store.photos} open={previewAt >= 0} start={previewAt} onClose={() => setPreviewAt(-1)} />
      <section class="store-page__card">
        <StoreHeading store={store} large />
        {store.status === 4 && <p class="store-detail__reason">未通过原因：{store.reason || DEFAULT_REJECT_REASON}</p>}
        <dl class="store-detail__rows">
          <dt>地址</dt>
          {/* each part in an element of its own: the margins that space them where flex gap is missing
              take no bare text */}
          <dd>
            <span>{store.address}</span>
            <PlaceRow store={store} />
          </dd>
          <dt>联系人</dt>
          <dd>
            <span>{store.contact}</span>
            <a class="store-detail__call" href={`tel:${store.mobile}`} aria-label={`拨打 ${store.mobile}`}>
              {store.mobile}
            </a>
          </dd>
          <dt>收益比例</dt>
          <dd>{store.sharePercent}%</dd>
          <dt>激活时间</dt>
          <dd>{store.activatedAt ? formatDateTime(store.activatedAt) : '未激活'}</dd>
        </dl>
      </section>
      <div class="store-page__actions">
        <StoreActions store={store} />
      </div>
    </>
  );
}
