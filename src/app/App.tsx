// The app shell: hash location → preact-iso Router over the route table, the shared nav bar for
// pages without their own, the page-load progress bar, and the hosts for toasts and dialogs.
import { useEffect, useMemo, useState, useRef } from 'react';
import { Router, Route } from 'preact-iso/router';
import lazy from 'preact-iso/lazy';
import type { ComponentType } from 'preact';
import { PAGE } from './paths';
import { findRoute, loadRouteTable, routeTable } from './route-table';
import { homeRoute, loginRoute } from './landing-routes';
import { back, currentUrl, mountKey, splitUrl } from './navigation';
import { HashLocation } from './hash-location';
import { afterFailure, lazyPage } from './lazy-page';
import { PageBoundary } from './PageBoundary';
import { ToastHost } from '../ui/toast';
import { NetworkTip } from '../ui/NetworkTip';
import { useSignalValue } from '../ui/useSignalValue';
import { whenIdle } from '../lib/when-idle';
import './app.css';

// A thin bar while a page chunk loads; it appears only after 200 ms so fast loads do not flash.
function useLoadingBar() {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  return {
    visible,
    start: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setVisible(true), 200);
    },
    end: () => {
      clearTimeout(timer.current);
      setVisible(false);
    },
  };
}

// Parts that are never needed for first paint arrive once the phone is idle after it, outside the router (a lazy
// component there would suspend with no boundary to catch it): the hosts of dialogs and
// notifications, which only pages open, and in dev builds the scenario panel.
function useDeferred(load: (() => Promise<ComponentType>) | null) {
  const [part, setPart] = useState<ComponentType | null>(null);
  useEffect(() => {
    whenIdle(() =>
      load?.().then(
        (c) => setPart(() => c),
        () => {},
      ),
    );
  }, []);
  return part;
}
const loadLayers = () => import('./Layers').then((m) => m.Layers);
const loadDevPanel = __DEV_TOOLS__ ? () => import('./dev/ScenarioPanel').then((m) => m.default) : null;

const landingRoutes = [loginRoute, homeRoute];
const loginPage = lazyPage(loginRoute);
// An address the landing routes do not know, before the route table has arrived: the router
// waits for the table (the loading bar shows), then the page or 页面不存在 replaces this.
const AwaitRouteTable = lazy(() =>
  loadRouteTable().then(
    () => () => null,
    (e) => afterFailure((m) => m.failedChunkPage(e)),
  ),
);

export function App() {
  const { path, query } = splitUrl(useSignalValue(currentUrl));
  const table = useSignalValue(routeTable);
  const mount = useSignalValue(mountKey);
  const pageRoutes = useMemo(
    () => (table?.routes ?? landingRoutes).map((r) => <Route key={r.path} path={r.path} component={lazyPage(r)} />),
    [table],
  );
  const route = findRoute(path);
  // a page may take its title from its link (富文本 opened by a notice shows the notice's title)
  const title = (route?.titleParam && query[route.titleParam]) || route?.title;
  // a page without a header of its own gets the shared bar, which comes with the route table
  const Bar = table && route && !route.customBar ? table.NavBar : null;
  const loading = useLoadingBar();
  const Layers = useDeferred(loadLayers);
  const DevPanel = useDeferred(loadDevPanel);

  useEffect(() => {
    // a page without a title of its own still names the document (screen readers announce it)
    // (an address the landing routes do not know is named once the table has come)
    if (route) document.title = title || '合伙人';
    else if (table) document.title = '页面不存在';
  }, [route, table, title]);

  return (
    <HashLocation>
      {loading.visible && <div class="app-loading-bar" role="progressbar" aria-label="页面加载中" />}
      {Bar && <Bar title={title ?? ''} onBack={route?.landing ? null : () => back(PAGE.home)} />}
      {/* in the flow under the bar: it pushes the page down instead of covering it */}
      <NetworkTip />
      <main class={Bar ? 'app-main app-main--bar' : 'app-main'}>
        <PageBoundary resetKey={`${path}:${mount}`}>
          <Router key={mount} onLoadStart={loading.start} onLoadEnd={loading.end}>
            {pageRoutes}
            <Route path="/" component={loginPage} />
            <Route default component={table ? table.NotFound : AwaitRouteTable} />
          </Router>
        </PageBoundary>
      </main>
      <ToastHost />
      {Layers && <Layers />}
      {DevPanel && <DevPanel />}
    </HashLocation>
  );
}
