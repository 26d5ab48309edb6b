// The app shell: hash location → preact-iso Router over the route table, the shared nav bar for
// pages without their own, the page-load progress bar, and the hosts for toasts and dialogs.
import { useEffect, useMemo, useState, useRef } from 'react';
import { LocationProvider, Router, Route } from 'preact-iso/router';
import lazy from 'preact-iso/lazy';
import type { ComponentChildren, ComponentType } from 'preact';
import { PAGE } from './paths';
import { findRoute, loadRouteTable, routeTable } from './route-table';
import { homeRoute, loginRoute } from './landing-routes';
import { back, currentUrl, mountKey, navigate, redirect, splitUrl } from './navigation';
import { lazyPage } from './lazy-page';
import { ChunkFailed, NotFound } from './fallback-pages';
import { PageBoundary } from './PageBoundary';
import { NavBar } from '../ui/NavBar';
import { ToastHost } from '../ui/toast';
import { NotifyHost } from '../ui/notify';
import { NetworkTip } from '../ui/NetworkTip';
import './app.css';

// preact-iso has no hash mode; its Router only reads this context, so we feed it from the hash.
function HashLocation({ children }: { children: ComponentChildren }) {
  const url = currentUrl.value;
  const value = useMemo(() => {
    const { path, query } = splitUrl(url);
    return {
      url,
      path,
      query,
      route: (to: string, replace?: boolean) => (replace ? redirect(to) : navigate(to)),
      back: () => history.back(),
      forward: () => history.forward(),
      wasPush: true,
    };
  }, [url]);
  const Provider = (LocationProvider as unknown as { ctx: { Provider: preact.Provider<unknown> } }).ctx.Provider;
  return <Provider value={value}>{children}</Provider>;
}

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

// Parts that are never needed for first paint arrive right after it, outside the router (a lazy
// component there would suspend with no boundary to catch it): the dialog host, which only
// pages open, and in dev builds the scenario panel.
function useDeferred(load: (() => Promise<ComponentType>) | null) {
  const [part, setPart] = useState<ComponentType | null>(null);
  useEffect(() => {
    load?.().then(
      (c) => setPart(() => c),
      () => {},
    );
  }, []);
  return part;
}
const loadDialogHost = () => import('../ui/dialog').then((m) => m.DialogHost);
const loadDevPanel = __DEV_TOOLS__ ? () => import('./dev/ScenarioPanel').then((m) => m.default) : null;

const landingRoutes = [loginRoute, homeRoute];
const loginPage = lazyPage(loginRoute);
// An address the landing routes do not know, before the route table has arrived: the router
// waits for the table (the loading bar shows), then the page or 页面不存在 replaces this.
const AwaitRouteTable = lazy(() =>
  loadRouteTable().then(
    () => () => null,
    () => ChunkFailed,
  ),
);

export function App() {
  const { path } = splitUrl(currentUrl.value);
  const table = routeTable.value;
  const pageRoutes = useMemo(
    () => (table ?? landingRoutes).map((r) => <Route key={r.path} path={r.path} component={lazyPage(r)} />),
    [table],
  );
  const route = findRoute(path);
  const loading = useLoadingBar();
  const DialogHost = useDeferred(loadDialogHost);
  const DevPanel = useDeferred(loadDevPanel);

  useEffect(() => {
    // a page without a title of its own still names the document (screen readers announce it)
    document.title = route ? route.title || '合伙人' : '页面不存在';
  }, [route]);

  return (
    <HashLocation>
      {loading.visible && <div class="app-loading-bar" role="progressbar" aria-label="页面加载中" />}
      {route && !route.customBar && <NavBar title={route.title} onBack={() => back(PAGE.home)} />}
      {/* in the flow under the bar: it pushes the page down instead of covering it */}
      <NetworkTip />
      <main class={route && !route.customBar ? 'app-main app-main--bar' : 'app-main'}>
        <PageBoundary resetKey={`${path}:${mountKey.value}`}>
          <Router key={mountKey.value} onLoadStart={loading.start} onLoadEnd={loading.end}>
            {pageRoutes}
            <Route path="/" component={loginPage} />
            <Route default component={table ? NotFound : AwaitRouteTable} />
          </Router>
        </PageBoundary>
      </main>
      <ToastHost />
      <NotifyHost />
      {DialogHost && <DialogHost />}
      {DevPanel && <DevPanel />}
    </HashLocation>
  );
}
