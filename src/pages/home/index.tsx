// 收益中心: wallet figures, the earnings trend (7/30 days), banners and notices from page config,
// a prompt to authenticate, and the entry grid to every area. Pull down to refresh.
import { useEffect, useRef, useState } from 'react';
import { userInfo } from '../../state/session';
import { wallet } from '../../state/wallet';
import { getUserWallet, getEarningsTrend } from '../../api/wallet';
import { getPageConfig } from '../../api/common';
import { getH5UserInfo } from '../../api/user';
import type { PageConfig } from '../../api/types';
import { PullRefresh } from '../../ui/PullRefresh';
import { Grid } from '../../ui/Grid';
import { Tabs } from '../../ui/Tabs';
import { Skeleton } from '../../ui/Skeleton';
import { NoticeBar } from '../../ui/NoticeBar';
import { TrendChart } from './TrendChart';
import type { TrendPoint } from '../../api/wallet';
import { WalletCard } from './WalletCard';
import { Promo } from './Promo';
import { visibleEntries } from './entries';
import { hexColor } from '../../lib/validators/text';
import './home.css';
import { PAGE } from '../../app/paths';

type Days = 7 | 30;

export default function HomePage() {
  const [days, setDays] = useState<Days>(7);
  const [trend, setTrend] = useState<TrendPoint[] | null>(null);
  const [config, setConfig] = useState<PageConfig | null>(null);
  const user = userInfo.value;

  // the answer for a period the user has since left is dropped (7 then 30 tapped quickly)
  const chosenDays = useRef(days);
  const loadTrend = (d: Days) =>
    getEarningsTrend(d).then(
      (points) => chosenDays.current === d && setTrend(points),
      () => chosenDays.current === d && setTrend([]),
    );

  const loadPage = () =>
    Promise.allSettled([
      getUserWallet().then((w) => (wallet.value = w)),
      getPageConfig().then(setConfig),
      loadTrend(chosenDays.current),
    ]);

  useEffect(() => {
    // the launch flow has just fetched the user info: only a pull to refresh asks again
    loadPage();
  }, []);

  const refresh = () => Promise.allSettled([loadPage(), getH5UserInfo().then((u) => (userInfo.value = u))]);

  function chooseDays(d: Days) {
    chosenDays.current = d;
    setDays(d);
    setTrend(null);
    loadTrend(d);
  }

  const certified = user?.certStatus === 2;
  // the header colour comes from page config; anything but a hex colour keeps the default
  const theme = config && !hexColor(config.themeColor) ? { '--home-theme': config.themeColor } : undefined;
  return (
    <PullRefresh onRefresh={refresh}>
      <div class="home" style={theme}>
        <header class="home__head">
          <img
            class="home__avatar"
            src={user?.avatar || '/mock-static/avatar-default.svg'}
            alt=""
            width={44}
            height={44}
          />
          <div class="home__who">
            <h1 class="home__name">{user?.nickname || '合伙人'}</h1>
            <p class="home__level">{user?.levelName || '会员'}</p>
          </div>
        </header>
        <WalletCard wallet={wallet.value} enterprise={user?.certType === 'enterprise'} />
        {!certified && (
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
              onChange={chooseDays}
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
      </div>
    </PullRefresh>
  );
}
