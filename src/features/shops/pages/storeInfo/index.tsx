// 上传门店资料: for a store that did not pass review: the reason, its licence and photos as sent
// before (remove or replace each), and 重新提交, after which the store is back in 审核中.
import { useState } from 'react';
import { uploadStoreInfo } from '../../../../api/store';
import { ApiError } from '../../../../api/http';
import type { Store } from '../../../../api/types';
import { withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { useStore } from '../../useStore';
import { StoreSummary } from '../../StoreSummary';
import { StorePhotos, photoProblems } from '../../StorePhotos';
import { DEFAULT_REJECT_REASON, statusOf } from '../../status';
import { LoadState } from '../../../../ui/LoadState';
import { Button } from '../../../../ui/Button';
import { useSubmit } from '../../../../ui/useSubmit';
import { toast } from '../../../../ui/toast';
import './storeInfo.css';

export default function StoreInfoPage() {
  const { store } = useStore();
  return (
    <div class="store-page">
      <LoadState resource={store} failedText="门店信息加载失败">
        {(s) =>
          s.status === 4 ? (
            <Resubmit store={s} onSent={(sent) => store.update(() => sent)} />
          ) : (
            <NotRejected store={s} />
          )
        }
      </LoadState>
    </div>
  );
}

function Resubmit({ store, onSent }: { store: Store; onSent: (s: Store) => void }) {
  const [photos, setPhotos] = useState(store.photos);
  const [licenseUrl, setLicense] = useState(store.licenseUrl);
  const [problems, setProblems] = useState<{ photos?: string; license?: string; form?: string }>({});

  const resubmit = useSubmit(
    (info: { id: number; licenseUrl: string; photos: string[] }) =>
      uploadStoreInfo(info.id, info.licenseUrl, info.photos),
    {
      done: (sent) => {
        onSent(sent);
        toast('资料已重新提交，请等待审核', { type: 'success' });
      },
      failed: (e) => {
        if (!(e instanceof ApiError)) return;
        if (e.field === 'photos') setProblems({ photos: e.message });
        else if (e.field === 'licenseUrl') setProblems({ license: e.message });
        else setProblems({ form: e.message });
      },
    },
  );

  function send() {
    const found = photoProblems(photos, licenseUrl);
    setProblems(found);
    if (found.photos || found.license) return;
    resubmit.submit({ id: store.id, licenseUrl, photos });
  }

  return (
    <>
      <StoreSummary store={store} />
      <p class="store-page__problem" role="alert">
        未通过原因：{store.reason || DEFAULT_REJECT_REASON}
      </p>
      <p class="store-info__tip">请按原因更换或删除下面的照片，补充后重新提交审核。</p>
      <StorePhotos
        photos={photos}
        licenseUrl={licenseUrl}
        onPhotos={setPhotos}
        onLicense={setLicense}
        photosError={problems.photos}
        licenseError={problems.license}
      />
      {problems.form && (
        <p class="store-page__problem" role="alert">
          {problems.form}
        </p>
      )}
      <div class="store-page__actions">
        <Button variant="primary" block loading={resubmit.pending} onClick={send} loadingText="提交中...">
          重新提交
        </Button>
      </div>
    </>
  );
}

function NotRejected({ store }: { store: Store }) {
  return (
    <>
      <StoreSummary store={store} />
      <section class="store-page__card" role="status">
        <p>
          {store.status === 1 || store.status === 0
            ? '资料已提交，正在审核中，请耐心等待审核结果。'
            : `门店${statusOf(store.status).text}，无需补充资料。`}
        </p>
        <a
          class="store-actions__btn store-info__link"
          href={`#${withQuery(PAGE.storeDetail, { id: String(store.id) })}`}
        >
          查看门店
        </a>
      </section>
    </>
  );
}
