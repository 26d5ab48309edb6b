// Where 转账中转 forwards, decided from its query alone: `path` (a page of the route table only,
// by the same rule as the login redirect, with the hub's other parameters passed on), or `c`,
// `r`, `s` to 跳转小程序. Anything else is null: the page says so instead of guessing.
import { PAGE } from '../../../../app/paths';
import { safeRedirect } from '../../../../app/redirect';
import { splitUrl, withQuery } from '../../../../app/navigation';

export function transferTarget(query: Record<string, string | undefined>): string | null {
  const { path, ...rest } = query;
  if (path !== undefined) {
    // the hub itself as the fallback: a refused path and a loop both end on the hub's own page
    const target = splitUrl(safeRedirect(path, PAGE.oneClickTransfer));
    if (target.path === PAGE.oneClickTransfer) return null;
    return withQuery(target.path, { ...target.query, ...rest });
  }
  const { c, r, s } = query;
  if (c && r && s) return withQuery(PAGE.linkMini, { c, r, s });
  return null;
}
