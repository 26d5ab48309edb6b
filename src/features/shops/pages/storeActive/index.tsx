// 门店激活: what activation means, the store in brief, and 激活 after a confirmation. A store that
// is already active or not yet approved (409) is said in place, with its status read again.
import { useState } from 'react';
import { activateStore } from '../../../../api/store';
import { ApiError } from '../../../../api/http';
import type { Store } from '../../../../api/types';
import { withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { useStore } from '../../useStore';
import { StoreSummary } from '../../StoreSummary';
import { statusOf } from '../../status';
import { LoadState } from '../../../../ui/LoadState';
import { Button } from '../../../../ui/Button';
import { useSubmit } from '../../../../ui/useSubmit';
import { confirm } from '../../../../ui/dialog';
import './storeActive.css';

export default function StoreActivePage() {
  const { store } = useStore();
  const [problem, setProblem] = useState('');

  const activation = useSubmit((s: Store) => activateStore(s.id), {
    confirm: async (s) => {
      const ok = await confirm({
        title: '激活门店',
        message: `确定激活「${s.name}」吗？激活后门店开始接单，订单收益按收益比例计入您的钱包。`,
        confirmText: '激活',
      });
      if (ok) setProblem('');
      return ok;
    },
    // the page turns into what activation did (Done, announced): no toast to say it again
    done: (active) => store.update(() => active),
    failed: (e) => {
      if (!(e instanceof ApiError) || e.code !== 409) return;
      setProblem(e.message);
      store.reload();
    },
  });

  return (
    <div class="store-page">
      <LoadState resource={store} failedText="门店信息加载失败">
        {(s) => (
          <>
            <StoreSummary store={s} />
            <section class="store-page__card">
              <h2 class="store-page__title">激活说明</h2>
              <p>门店审核通过后需要激活才能开始营业。激活后：</p>
              <ul class="store-active__list">
                <li>顾客可以在小程序中找到并选择该门店下单；</li>
                <li>每笔订单按您设置的收益比例（当前 {s.sharePercent}%）计入门店收益；</li>
                <li>门店收益可随时结算到钱包，再提现到银行卡。</li>
              </ul>
            </section>
            {problem && (
              <p class="store-page__problem" role="alert">
                {problem}（当前状态：{statusOf(s.status).text}）
              </p>
            )}
            <div class="store-page__actions">
              {s.status === 2 ? (
                <Button
                  variant="primary"
                  block
                  loading={activation.pending}
                  loadingText="激活中..."
                  onClick={() => activation.submit(s)}
                >
                  激活
                </Button>
              ) : (
                <Done store={s} />
              )}
            </div>
          </>
        )}
      </LoadState>
    </div>
  );
}

function Done({ store }: { store: Store }) {
  const q = { id: String(store.id) };
  return (
    <div class="store-active__done">
      <p role="status">
        {store.status === 3 ? '门店已激活，可以开始营业。' : `门店${statusOf(store.status).text}，暂不能激活。`}
      </p>
      {store.status === 3 && (
        <a class="store-actions__btn store-actions__btn--main" href={`#${withQuery(PAGE.setEarnings, q)}`}>
          设置收益
        </a>
      )}
      <a class="store-actions__btn" href={`#${withQuery(PAGE.storeDetail, q)}`}>
        查看门店
      </a>
    </div>
  );
}
