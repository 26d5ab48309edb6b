// 设置收益: the store's earnings share in whole percent (1 to 100, SPEC section 9's number box
// minimum; a number typed outside is put back within, saying why), what a 100-yuan order then
// gives, and 保存. Only an approved or active store has a
// share to set; the server's 409 for any other is said in place.
import { useEffect, useState } from 'react';
import { setStoreEarnings } from '../../../../api/store';
import { ApiError } from '../../../../api/http';
import type { Store } from '../../../../api/types';
import { STORE_SHARE_MAX_PERCENT, STORE_SHARE_MIN_PERCENT } from '../../../../api/limits';
import { formatYuan } from '../../../../lib/money';
import { useStore } from '../../useStore';
import { StoreSummary } from '../../StoreSummary';
import { statusOf } from '../../status';
import { LoadState } from '../../../../ui/LoadState';
import { NumberBox } from '../../../../ui/NumberBox';
import { Button } from '../../../../ui/Button';
import { useSubmit } from '../../../../ui/useSubmit';
import { toast } from '../../../../ui/toast';
import './setEarnings.css';

const EXAMPLE_ORDER_FEN = 10000;
const [MIN_SHARE, MAX_SHARE] = [STORE_SHARE_MIN_PERCENT, STORE_SHARE_MAX_PERCENT];

/** Why the number typed is not the number kept. */
const clampReason = (typed: number, limit: number) =>
  limit === MAX_SHARE
    ? `收益比例最高 ${MAX_SHARE}%，输入的 ${typed} 已改为 ${MAX_SHARE}`
    : `收益比例最低 ${MIN_SHARE}%，${Number.isNaN(typed) ? '未填写时' : `输入的 ${typed} `}已改为 ${MIN_SHARE}`;

export default function SetEarningsPage() {
  const { store } = useStore();
  return (
    <div class="store-page">
      <LoadState resource={store} failedText="门店信息加载失败">
        {(s) => <ShareForm store={s} onSaved={(saved) => store.update(() => saved)} />}
      </LoadState>
    </div>
  );
}

function ShareForm({ store, onSaved }: { store: Store; onSaved: (s: Store) => void }) {
  const [percent, setPercent] = useState(store.sharePercent);
  const [problem, setProblem] = useState('');
  const [clamped, setClamped] = useState('');
  useEffect(() => setPercent(store.sharePercent), [store.sharePercent]);
  const settable = store.status === 2 || store.status === 3;

  const saving = useSubmit((share: { id: number; percent: number }) => setStoreEarnings(share.id, share.percent), {
    done: (saved) => {
      onSaved(saved);
      toast('收益比例已保存', { type: 'success' });
    },
    failed: (e) => {
      if (e instanceof ApiError && (e.code === 409 || e.code === 400)) setProblem(e.message);
    },
  });

  function save() {
    setProblem('');
    saving.submit({ id: store.id, percent });
  }

  return (
    <>
      <StoreSummary store={store} />
      <section class="store-page__card">
        <div class="set-earnings__row">
          <span>收益比例（%）</span>
          <NumberBox
            label="收益比例"
            value={percent}
            min={MIN_SHARE}
            max={MAX_SHARE}
            onChange={(n) => {
              setClamped('');
              setPercent(n);
            }}
            onClamp={(typed, limit) => setClamped(clampReason(typed, limit))}
            disabled={!settable}
          />
        </div>
        {clamped && (
          <p class="set-earnings__clamped" role="alert">
            {clamped}
          </p>
        )}
        <p class="set-earnings__example">
          例：顾客在本店下单 100 元，您可获得 <strong>{formatYuan((EXAMPLE_ORDER_FEN * percent) / 100)}</strong>{' '}
          元收益。
        </p>
        <p class="set-earnings__hint">
          比例为 {MIN_SHARE} 到 {MAX_SHARE} 之间的整数，保存后对之后的新订单生效。
        </p>
      </section>
      {!settable && (
        <p class="store-page__problem" role="alert">
          门店{statusOf(store.status).text}，审核通过后才能设置收益比例
        </p>
      )}
      {problem && (
        <p class="store-page__problem" role="alert">
          {problem}
        </p>
      )}
      <div class="store-page__actions">
        <Button
          variant="primary"
          block
          disabled={!settable || percent === store.sharePercent}
          loading={saving.pending}
          loadingText="保存中..."
          onClick={save}
        >
          保存
        </Button>
      </div>
    </>
  );
}
