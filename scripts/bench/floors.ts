// The floors the app is held against: the same page as plain HTML with its CSS inline.
import type { Browser, Page } from 'playwright-core';
import { WECHAT_UA } from '../../test/browser/helpers';

/** The page as the app shows it once loaded, as plain HTML: its styles inline, no script. */
export async function staticCopy(browser: Browser, url: string, ready: string, session?: [string, string]) {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, userAgent: WECHAT_UA });
  if (session) {
    await context.addInitScript(([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userInfo', user);
    }, session);
  }
  const page: Page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector(ready);
  await page.waitForTimeout(500);
  const html = await page.evaluate(() => {
    const doc = document.documentElement.cloneNode(true) as HTMLElement;
    // the components' styles are adopted sheets (src/lib/inject-css.ts), which a clone leaves out
    const adopted = document.createElement('style');
    adopted.textContent = [...document.adoptedStyleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    doc.querySelector('head')?.appendChild(adopted);
    for (const s of doc.querySelectorAll('script, link[rel="modulepreload"], meta[http-equiv]')) s.remove();
    doc.classList.remove('skel');
    return `<!doctype html>${doc.outerHTML}`;
  });
  await context.close();
  return html;
}

/**
 * The earnings centre's bare floor: a page with nothing but the figure's element and
 * one inline script that fetches the same two answers (user info, wallet) in parallel and writes
 * the withdrawable figure as soon as the wallet answers, as the least a page can do for it (the
 * app's inline script does not wait for the user info either). Not the static copy of the loaded
 * page: that carries the app's styles and pictures, much of what the app itself carries.
 */
export function fetchingFloor(): string {
  const script = `<script>(function(){var t=localStorage.getItem('token')||'';
var h={Authorization:'Bearer '+t,token:t};
var get=function(u){return fetch(u,{headers:h}).then(function(r){return r.json()})};
get('/api/user/getH5UserInfo');
get('/api/userWallet/userWalletH5').then(function(w){
document.querySelector('.home-wallet__amount').textContent=(w.data.withdrawableFen/100).toFixed(2)})})()</script>`;
  return (
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><title>收益中心</title></head>' +
    `<body><p>可提现（元）</p><p class="home-wallet__amount">--</p>${script}</body></html>`
  );
}
