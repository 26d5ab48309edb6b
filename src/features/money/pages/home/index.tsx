// 收益中心: wallet figures, the earnings trend (7/30 days), banners and notices from page config,
// a prompt to authenticate, and the entry grid to every area. Pull down to refresh. This chunk
// is what the figures need; the rest of the page (./Sections) is a chunk that loads beside them.
import { useEffect, useState } from 'react';
import { userInfo } from '../../../../app/state/session';
import { wallet, walletKeptAt } from '../../../../app/state/wallet';
import { getUserWallet } from '../../../../api/wallet';
import { EARLY_PATHS, sentEarly } from '../../../../api/early';
import { type ApiError, TRANSPORT } from '../../../../api/http';
import { getPageConfig } from '../../../../api/common';
import { getH5UserInfo } from '../../../../api/user';
import type { PageConfig, Wallet } from '../../../../api/types';
import { PullRefresh } from '../../../../ui/PullRefresh';
import { WalletCard } from './WalletCard';
import type { SectionsProps } from './Sections';
import type { HeaderTheme } from './theme';
import { whenIdle } from '../../../../lib/when-idle';
import { inPlace } from '../../../../lib/shown-in-place';
import './home.css';

type SectionsView = (props: SectionsProps) => preact.JSX.Element;

// The wallet call index.html's inline script sent (its figure is on the skeleton), taken up as
// this chunk loads; the page's first load of the figures is this call.
let firstWallet: Promise<Wallet> | null = sentEarly('GET', EARLY_PATHS.wallet) ? inPlace(getUserWallet) : null;
/** How long the page, once here, waits for the wallet's first answer; the skeleton shows meanwhile. */
const FIGURES_WAIT_MS = 1000;

/**
 * Resolves once the figures of the inline script's call are in the wallet (or it failed, or
 * FIGURES_WAIT_MS passed): the route loads the page with it, so the page's first render shows the
 * figure the skeleton shows instead of '--' over it until its answer is read (npm run bench:
 * the figure gone again).
 */
export function figuresReady(): Promise<unknown> {
  if (!firstWallet) return Promise.resolve();
  const inWallet = firstWallet.then(
    (w) => (wallet.value = w),
    () => {},
  );
  return Promise.race([inWallet, new Promise((r) => setTimeout(r, FIGURES_WAIT_MS))]);
}

/** The sections below the figures, once their chunk is here (`failed` when it could not load). */
function useSections() {
  const [view, setView] = useState<SectionsView | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // after the figures: their answers are in as the page mounts (index.html asked for them)
    whenIdle(() =>
      import('./Sections').then(
        (m) => setView(() => m.default),
        () => setFailed(true),
      ),
    );
  }, []);
  return { view, failed };
}

export default function HomePage() {
  const [config, setConfig] = useState<PageConfig | null>(null);
  // the header colour from page config; anything else, or too light a colour, keeps the default
  const [theme, setTheme] = useState<HeaderTheme>(undefined);
  const user = userInfo.value;
  const { view: Sections, failed } = useSections();

  // each pull to refresh is counted: the sections reload what they load themselves (the trend)
  const [refreshes, setRefreshes] = useState(0);

  // a failed load of the figures is said on the wallet card (not toasted too), with its retry
  const [walletFailed, setWalletFailed] = useState<string | null>(null);
  const loadWallet = () => {
    const call = firstWallet ?? inPlace(getUserWallet);
    firstWallet = null;
    return call.then(
      (w) => {
        wallet.value = w;
        setWalletFailed(null);
      },
      (e: ApiError) => {
        // offline, figures kept from before stay marked 离线 until the phone is back online (the
        // page listens), instead of reading as a failed update
        if (e.code === TRANSPORT && !navigator.onLine && wallet.value) return;
        setWalletFailed(e.message);
      },
    );
  };
  // page config only dresses the page (banners, notices, the header colour): without it the page
  // keeps its defaults, and a toast would only repeat the wallet's and the trend's failures
  const loadConfig = () =>
    inPlace(getPageConfig).then((c) => {
      setConfig(c);
      // the colour's check loads beside the figures, not in front of them
      import('./theme').then((m) => setTheme(m.headerTheme(c.themeColor)));
    });
  const loadPage = () => Promise.allSettled([loadWallet(), loadConfig()]);

  useEffect(() => {
    // the launch flow has just fetched the user info: only a pull to refresh asks again
    loadPage();
    // back online, the figures kept from before are replaced at once
    const again = () => loadPage();
    addEventListener('online', again);
    return () => removeEventListener('online', again);
  }, []);

  const refresh = () => {
    setRefreshes((n) => n + 1);
    // the name and level shown stay as they were when their refresh fails: nothing to toast
    return Promise.allSettled([loadPage(), inPlace(getH5UserInfo).then((u) => (userInfo.value = u))]);
  };

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
        <WalletCard
          wallet={wallet.value}
          keptAt={walletKeptAt.value}
          enterprise={user?.certType === 'enterprise'}
          failed={walletFailed}
          onRetry={loadWallet}
        />
        {Sections ? (
          <Sections user={user} config={config} refreshes={refreshes} />
        ) : (
          // a module that failed to load stays failed until the page is loaded again
          failed && (
            <button type="button" class="home__sections-failed" onClick={() => location.reload()}>
              内容加载失败，点击重新加载
            </button>
          )
        )}
      </div>
    </PullRefresh>
  );
}
