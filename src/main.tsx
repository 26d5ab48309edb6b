// Entry: show the page (hydrating the login form pre-rendered into index.html, else rendering
// in place of the skeleton), then load the request wrapper and the launch flow, which the first
// paint never waits for. Everything imported here statically is the first-load chunk.
import { hydrate, render } from 'preact';
import './app/base.css';
import { App } from './app/App';
import { currentUrl, splitUrl } from './app/navigation';
import { lazyPage } from './app/lazy-page';
import { findRoute, loadRouteTable } from './app/route-table';
import { PAGE } from './app/paths';
import { mayRedirectAtLaunch } from './lib/launch-links';
import { whenIdle } from './lib/when-idle';
import { markMissingFlexGap } from './lib/flex-gap';
// The shell's toast and 401 handling, plugged into the request wrapper before any request.
import './app/http-wiring';
// What the build makes of JSX and of each CSS import (scripts/build/esbuild-options.ts and
// css.ts): calls of these two modules. Imported here so the build attaches nothing that src/
// does not import, and both are in the first-load chunk every page needs.
import './app/jsx-factory';
import './lib/inject-css';

const root = document.getElementById('app')!;
const html = document.documentElement;
// before anything renders: an old kernel's flex items are spaced by the fallback margins
markMissingFlexGap();

/** Renders the app once the page in the address has its chunk, so it shows in one go. */
async function show(): Promise<void> {
  const { path } = splitUrl(currentUrl.value);
  // a page other than the landing ones needs the route table first (if that fails, the shell
  // shows the page that offers to load again)
  let route = findRoute(path);
  if (!route)
    route = await loadRouteTable().then(
      () => findRoute(path),
      () => undefined,
    );
  // the title is known before the chunk arrives (the shell keeps it up to date from then on)
  if (route) document.title = route.title;
  const page = route && (lazyPage(route) as { preload?: () => Promise<unknown> });
  await page?.preload?.();
  // index.html decided before first paint (class `skel`, see scripts/build/boot-script.ts): the
  // login form it shows is the one the scripts take over, with whatever was typed and the focus
  if (route?.path === PAGE.login && !html.classList.contains('skel') && root.firstElementChild) {
    hydrate(<App />, root);
  } else {
    root.textContent = '';
    render(<App />, root);
  }
  html.classList.remove('skel');
}

// The launch flow (user info, WeChat SDK, redirects) brings the request layer with it. The
// route table follows, so the first tap on a link finds its page.
const loadLaunchFlow = () =>
  import('./app/launch').then((m) => {
    m.startLaunchFlow();
    loadRouteTable().catch(() => {});
  });

// Only a link the launch flow sends elsewhere at once (one-click pay, a store QR code) waits
// for it, so the page named in the link never mounts and fires calls of its own. Otherwise the
// request layer and the launch flow load once the page is on screen and the phone is idle
// (after a returning partner's figures: measured with `npm run bench`).
if (mayRedirectAtLaunch(location.href)) loadLaunchFlow().finally(show);
else show().finally(() => whenIdle(loadLaunchFlow));
