// Everything of the earnings centre below the wallet figures: the prompt to authenticate, the
// banners and notices, the trend and the entry grid. A chunk of its own, loaded as the page
// mounts, so a returning user's figures render without waiting for it.
import type { PageConfig } from '../../api/types';
import type { TrendPoint } from '../../api/wallet';
import type { User } from '../../api/types';
import { PAGE } from '../../app/paths';
import { Grid } from '../../ui/Grid';
import { Tabs } from '../../ui/Tabs';
import { Skeleton } from '../../ui/Skeleton';
import { NoticeBar } from '../../ui/NoticeBar';
import { TrendChart } from './TrendChart';
import { Promo } from './Promo';
import { visibleEntries } from './entries';
import './sections.css';

export type Days = 7 | 30;

export interface SectionsProps {
  user: User | null;
  config: PageConfig | null;
  days: Days;
  trend: TrendPoint[] | null;
  onDays: (d: Days) => void;
}

export default function Sections({ user, config, days, trend, onDays }: SectionsProps) {
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
            onChange={onDays}
          />
        </div>
        {trend ? <TrendChart points={trend} /> : <Skeleton rows={3} />}
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
