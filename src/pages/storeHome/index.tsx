// 门店: the store user's home. The main store with its review status, today's figures, the
// entries the server offers (only those with a page), the way to the earnings centre and, until
// real-name has passed, to its status. Pull down to refresh.
import { useEffect, useState } from 'react';
import { storeHome } from '../../api/store';
import { getH5UserInfo } from '../../api/user';
import type { StoreHome } from '../../api/types';
import { userInfo } from '../../state/session';
import { PAGE } from '../../app/paths';
import { PullRefresh } from '../../ui/PullRefresh';
import { Grid } from '../../ui/Grid';
import { Cell, CellGroup } from '../../ui/Cell';
import { Empty } from '../../ui/Empty';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { NoticeBar } from '../../ui/NoticeBar';
import { StoreCard } from './StoreCard';
import { Figures } from './Figures';
import { routedEntries } from './entries';
import './storeHome.css';

const COLOURS = ['#fa541c', '#1677ff', '#07c160', '#722ed1', '#13c2c2', '#f5a623'];
// the status page is one of the pages a store user may stay on (launch-decision.ts), and it
// leads on to real-name from there
const CERT_STATE = `#${PAGE.certificationState}`;

export default function StoreHomePage() {
  const [home, setHome] = useState<StoreHome | null>(null);
  const [failed, setFailed] = useState(false);

  async function load() {
    setFailed(false);
    try {
      setHome(await storeHome());
    } catch {
      setFailed(true);
    }
  }

  useEffect(() => {
    // the launch flow has just fetched the user info: only a pull to refresh asks again
    load();
  }, []);

  const refresh = () =>
    Promise.all([
      load(),
      getH5UserInfo().then(
        (u) => (userInfo.value = u),
        () => {},
      ),
    ]);

  if (!home && failed) {
    return (
      <Empty text="门店信息加载失败，请检查网络后重试">
        <Button variant="primary" onClick={load}>
          重新加载
        </Button>
      </Empty>
    );
  }
  if (!home)
    return (
      <div class="store-home">
        <Skeleton title rows={4} />
      </div>
    );

  const certStatus = userInfo.value?.certStatus;
  return (
    <PullRefresh onRefresh={refresh}>
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
          <Grid
            items={routedEntries(home.entries).map((e, i) => ({
              text: e.title,
              to: `#${e.path}`,
              icon: (
                <span class="store-home__glyph" aria-hidden="true" style={{ background: COLOURS[i % COLOURS.length] }}>
                  {e.title[0]}
                </span>
              ),
            }))}
          />
        </section>
        <CellGroup>
          <Cell title="收益中心" label="钱包余额、收益明细与提现记录" to={`#${PAGE.home}`} />
        </CellGroup>
      </div>
    </PullRefresh>
  );
}
