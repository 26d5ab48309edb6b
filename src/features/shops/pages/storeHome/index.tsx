// 门店: the store user's home. The main store with its review status, today's figures, the
// entries the server offers (only those with a page), the way to the earnings centre and, until
// real-name has passed, to its status. Pull down to refresh.
import { storeHome } from '../../../../api/store';
import { getH5UserInfo } from '../../../../api/user';
import type { StoreHome } from '../../../../api/types';
import { userInfo } from '../../../../app/state/session';
import { PAGE } from '../../../../app/paths';
import { PullRefresh } from '../../../../ui/PullRefresh';
import { Grid } from '../../../../ui/Grid';
import { Cell, CellGroup } from '../../../../ui/Cell';
import { Empty } from '../../../../ui/Empty';
import { Skeleton } from '../../../../ui/Skeleton';
import { LoadState } from '../../../../ui/LoadState';
import { useResource } from '../../../../ui/useResource';
import { NoticeBar } from '../../../../ui/NoticeBar';
import { StoreCard } from './StoreCard';
import { Figures } from './Figures';
import { ENTRY_COLOURS, entryGlyphs, routedEntries, type StoreEntry } from './entries';
import './storeHome.css';
import { inPlace } from '../../../../lib/shown-in-place';

// the status page is one of the pages a store user may stay on (launch-decision.ts), and it
// leads on to real-name from there
const CERT_STATE = `#${PAGE.certificationState}`;

export default function StoreHomePage() {
  // the launch flow has just fetched the user info: only a pull to refresh asks again
  const home = useResource(storeHome, []);

  const refresh = () =>
    Promise.all([
      home.reload(),
      // a background refresh of what the page shows: a failure changes nothing, so no toast
      inPlace(getH5UserInfo).then(
        (u) => (userInfo.value = u),
        () => {},
      ),
    ]);

  return (
    <LoadState
      resource={home}
      failedText="门店信息加载失败"
      skeleton={
        <div class="store-home">
          <Skeleton title rows={4} />
        </div>
      }
    >
      {(h) => (
        <PullRefresh onRefresh={refresh}>
          <Overview home={h} />
        </PullRefresh>
      )}
    </LoadState>
  );
}

/** The store, the real-name prompt, the figures and the entries of one answer. */
function Overview({ home }: { home: StoreHome }) {
  const certStatus = userInfo.value?.certStatus;
  return (
    <div class="store-home">
      {home.store ? (
        <StoreCard store={home.store} />
      ) : (
        <Empty text="您还没有门店。提交开店申请，审核通过并激活后即可在这里查看门店经营数据。" />
      )}
      {certStatus !== 2 && (
        <div class="store-home__cert">
          <NoticeBar
            to={CERT_STATE}
            text={certStatus === 1 ? '实名认证审核中，点击查看进度' : '完成实名认证后才能提现收益，点击去认证'}
          />
        </div>
      )}
      <Figures home={home} />
      <section class="store-home__card">
        <h2 class="store-home__title">门店服务</h2>
        <Grid items={entryItems(routedEntries(home.entries))} />
      </section>
      <CellGroup>
        <Cell title="收益中心" label="钱包余额、收益明细与提现记录" to={`#${PAGE.home}`} />
      </CellGroup>
    </div>
  );
}

function entryItems(entries: StoreEntry[]) {
  const glyphs = entryGlyphs(entries);
  return entries.map((e, i) => ({
    text: e.title,
    to: `#${e.path}`,
    icon: (
      <span
        class="store-home__glyph"
        aria-hidden="true"
        style={{ background: ENTRY_COLOURS[i % ENTRY_COLOURS.length] }}
      >
        {glyphs[i]}
      </span>
    ),
  }));
}
