// A stand-in for WeChat's WeixinJSBridge in the journeys, injected before the page's own scripts
// (playwright's addInitScript): it appears a moment after the page, with the WeixinJSBridgeReady
// event as WeChat's does, records every invoke in sessionStorage (so the record survives the
// authorisation's round trip) and answers getBrandWCPayRequest as the test queued (ok by default)
// and any other invoke with ok.
import type { BrowserContext, Page } from 'playwright-core';

export type SheetAnswer = 'ok' | 'cancel' | 'fail';
export interface BridgeCall {
  name: string;
  params: Record<string, string>;
}

const CALLS = 'standIn:bridgeCalls';
const ANSWERS = 'standIn:sheetAnswers';

/** Installs the stand-in in every page of `context`; `answers` are used one per invoke, then ok. */
export async function installPayBridge(context: BrowserContext, answers: SheetAnswer[] = []): Promise<void> {
  await context.addInitScript(
    ({ answers, CALLS, ANSWERS }) => {
      if (location.protocol !== 'http:') return;
      if (sessionStorage.getItem(ANSWERS) === null) sessionStorage.setItem(ANSWERS, JSON.stringify(answers));
      const bridge = {
        invoke(name: string, params: Record<string, string>, cb?: (res: Record<string, string>) => void) {
          const calls = JSON.parse(sessionStorage.getItem(CALLS) || '[]');
          calls.push({ name, params });
          sessionStorage.setItem(CALLS, JSON.stringify(calls));
          // the app's other invokes (setFontSizeCallback at start) are answered ok and use no answer
          let res: Record<string, string> = { err_msg: `${name}:ok` };
          if (name === 'getBrandWCPayRequest') {
            const queue = JSON.parse(sessionStorage.getItem(ANSWERS) || '[]');
            const answer = queue.shift() || 'ok';
            sessionStorage.setItem(ANSWERS, JSON.stringify(queue));
            res = { err_msg: `get_brand_wcpay_request:${answer}` };
            if (answer === 'fail') res.err_desc = '支付失败（模拟）';
          }
          setTimeout(() => cb?.(res), 50);
        },
        on() {},
      };
      setTimeout(() => {
        (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = bridge;
        document.dispatchEvent(new Event('WeixinJSBridgeReady'));
      }, 30);
    },
    { answers, CALLS, ANSWERS },
  );
}

/** The pay sheets (getBrandWCPayRequest) the page asked for in this tab, oldest first. */
export async function bridgeCalls(page: Page): Promise<BridgeCall[]> {
  const all: BridgeCall[] = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) || '[]'), CALLS);
  return all.filter((c) => c.name === 'getBrandWCPayRequest');
}
