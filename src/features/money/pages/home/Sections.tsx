// Everything of the earnings centre below the wallet figures: the prompt to authenticate, the
// banners and notices, the trend and the entry grid. A chunk of its own, loaded as the page
// mounts, so a returning user's figures render without waiting for it; the trend loads here too
// (through useResource, so a failed load says so and offers a retry), keeping the hook out of the
// figures' first load.
import { useEffect, useState } from 'react';
import type { PageConfig, User } from '../../../../api/types';
import { getEarningsTrend } from '../../../../api/wallet';
import { PAGE } from '../../../../app/paths';
import { Grid } from '../../../../ui/Grid';
import { Tabs } from '../../../../ui/Tabs';
import { Skeleton } from '../../../../ui/Skeleton';
import { NoticeBar } from '../../../../ui/NoticeBar';
import { LoadState } from '../../../../ui/LoadState';
import { useResource } from '../../../../ui/useResource';
import { TrendChart } from './TrendChart';
import { Promo } from './Promo';
import { visibleEntries } from './entries';
import './sections.css';

export type Days = 7 | 30;

export interface SectionsProps {
  user: User | null;
  config: PageConfig | null;
  /** how many times the page was pulled to refresh: each pull loads the trend again */
  refreshes: number;
}

export default function Sections({ user, config, refreshes }: SectionsProps) {
  const [days, setDays] = useState<Days>(7);
  // useResource drops the answer for a period the user has since left (7 then 30 tapped quickly)
  const trend = useResource(() => getEarningsTrend(days), [days]);
  useEffect(() => {
    if (refreshes) trend.reload();
  }, [refreshes]);
  return (
    <>
      {user?.certStatus !== 2 && (
        <div class="home__cert">
          <NoticeBar
            to={`#${PAGE.withdrawalAuth}`}
            text={user?.certStatus === 1 ? '实名认证审核中，通过后即可提现' : '完成实名认证后才能提现，点击去认证'}
          />
        </div>
      )}
      {config && <Promo config={config} />}
      <section class="home__card">
        <div class="home-trend__head">
          <h2 class="home__section-title">收益趋势</h2>
          <Tabs<Days>
            tabs={[
              { key: 7, title: '近7天' },
              { key: 30, title: '近30天' },
            ]}
            active={days}
            onChange={setDays}
          />
        </div>
        <LoadState resource={trend} failedText="收益趋势加载失败" skeleton={<Skeleton rows={3} />}>
          {(points) => <TrendChart points={points} />}
        </LoadState>
      </section>
      <section class="home__card">
        <h2 class="home__section-title">常用功能</h2>
        <Grid
          items={visibleEntries(user?.roleLevel, user?.shopUserStatus).map((e) => ({
            text: e.label,
            to: `#${e.path}`,
            icon: (
              <span class="home__glyph" style={{ background: e.color }} aria-hidden="true">
                {e.glyph}
              </span>
            ),
          }))}
        />
      </section>
    </>
  );
}
