// Launch and "app show" (DESIGN.md section 5): the effects around decideAppShow, run at start,
// when the page becomes visible again and when it comes back from the back-forward cache.
import { getH5UserInfo } from '../api/user';
import { ApiError } from '../api/http';
import { inPlace } from '../lib/shown-in-place';
import { token, userInfo } from './state/session';
import './forget-kept-answers';
import { fixWeChatFontSize, isWeChat } from '../lib/wechat';
import { toast } from '../ui/toast';
import { decideAppShow } from './launch-decision';
import { relaunch, currentUrl } from './navigation';
import { PAGE } from './paths';
import { loadRouteTable } from './route-table';
import { startServiceWorker } from './service-worker';
import { whenIdle } from '../lib/when-idle';
import { ONE_CLICK_PAY_MARK } from '../lib/launch-links';
import { takeOAuthReturn } from '../lib/oauth-return';

async function onAppShow(atStart: boolean): Promise<void> {
  try {
    let decision = decideAppShow(location.href, undefined);
    if (decision.type === 'fetch-user') {
      // a background refresh: the page on screen says what failed for it, a toast would repeat it
      const user = token.value ? await inPlace(getH5UserInfo) : null;
      if (user) userInfo.value = user;
      decision = decideAppShow(location.href, user);
    }
    if (decision.type === 'stay' || decision.type === 'fetch-user') return;
    // At start the page was mounted a moment ago and is already fresh: remounting it would only
    // load its data twice on a slow network.
    if (atStart && decision.type === 'relaunch' && decision.url === currentUrl.value) return;
    // the store QR parameters now live in the hash: drop them from the query string so the
    // next return to the page does not send the user to linkMini again
    if (decision.url.startsWith(PAGE.linkMini)) history.replaceState(history.state, '', location.pathname);
    relaunch(decision.url);
  } catch (e) {
    // a failed call was toasted by the request wrapper already: one failure, one message
    if (!(e instanceof ApiError)) toast(e instanceof Error ? e.message : String(e), { duration: 2000 });
  }
}

// The face-verification page is heavy and often needed right after real-name: fetch its chunk
// while the phone is idle so the camera opens without a wait.
function prefetchFaceVerification(): void {
  const load = () =>
    loadRouteTable()
      .then((table) => table.routes.find((r) => r.path === PAGE.faceVerify)?.load())
      .catch(() => {});
  whenIdle(load, { timeout: 5000, fallbackMs: 3000 });
}

// In WeChat only, after the first paint: the JS-SDK is loaded and configured (its own chunk, so
// no other browser fetches it) and the app's default share card replaces the bare URL.
function startWeChat(): void {
  fixWeChatFontSize();
  if (!isWeChat()) return;
  import('./wechat/share')
    .then(({ setLaunchShareCard }) => setLaunchShareCard())
    // a chunk that cannot load leaves WeChat's features off: the pages work as in a plain browser
    .catch(() => {});
}

export function startLaunchFlow(): void {
  // one-click pay's return: its code and state leave the address before WeChat's config signs it
  if (location.hash.includes(ONE_CLICK_PAY_MARK)) takeOAuthReturn();
  setTimeout(startWeChat, 0);
  // here rather than in the first load: it waits for the page's load event anyway
  startServiceWorker();
  prefetchFaceVerification();
  onAppShow(true);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') onAppShow(false);
  });
  addEventListener('pageshow', (e) => {
    if ((e as PageTransitionEvent).persisted) onAppShow(false);
  });
}
