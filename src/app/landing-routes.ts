// What a route is, and the routes of the two pages people land on: 登录 when logged out, 收益中心
// when logged in. They come with the first-load chunk so either page renders without the route
// table of all the pages (routes.ts), which loads right after (route-table.ts).
import type { ComponentType } from 'react';
import { PAGE } from './paths';

// biome-ignore lint/suspicious/noExplicitAny: each page takes its own props (its query parameters)
export type PageComponent = ComponentType<any>;

export interface RouteDef {
  path: string;
  /** document.title and the nav bar title; empty for the page with no title */
  title: string;
  /** the page draws its own header (no shared nav bar) */
  customBar?: boolean;
  /** the query parameter whose text, when given, is the title instead (a notice names its own text) */
  titleParam?: string;
  /** a page the launch flow lands people on (the store user's home): its bar has no back arrow */
  landing?: boolean;
  load: () => Promise<{ default: PageComponent }>;
}

export const loginRoute: RouteDef = {
  path: PAGE.login,
  title: '登录',
  customBar: true,
  load: () => import('../features/auth/pages/login/index'),
};

export const homeRoute: RouteDef = {
  path: PAGE.home,
  title: '收益中心',
  customBar: true,
  // with the figures of the call index.html sent, so the page's first render shows them
  load: () => import('../features/money/pages/home/index').then((m) => m.figuresReady().then(() => m)),
};
