// The login route tapped by a finger (`npm run bench`): when the 获取验证码 request leaves.
import type { Browser } from 'playwright-core';
import { CODE_REQUEST_AT, requestsBefore, type Timings } from './probes.ts';
import { throttledPage } from './throttle.ts';

type Cdp = Awaited<ReturnType<typeof throttledPage>>['cdp'];
type Point = { x: number; y: number };

/**
 * A finger, not Playwright's actions: the page is watched, typed into and tapped through the
 * DevTools protocol alone, as the browser's own input is (each waits for the page's main thread,
 * as a touch does). Playwright's locators would add their own time: they poll for visibility at
 * up to 500 ms apart, and their injected script costs the throttled page 150 ms or more of main
 * thread at its first use (seen in a trace of the bench), a cost no partner's phone pays.
 */
function finger(cdp: Cdp) {
  const inPage = async <T>(expression: string): Promise<T> =>
    (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value as T;
  // the centres of the mobile field and of 获取验证码, once the probe saw the field shown (null before)
  const centres = `(() => {
    if (!window.__t || window.__t.input === undefined) return null;
    const centre = (s) => { const b = document.querySelector(s).getBoundingClientRect();
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 }; };
    return [centre('input[name="mobile"]'), centre('.ui-code-btn')];
  })()`;
  return {
    inPage,
    async loginForm(): Promise<[Point, Point]> {
      for (let i = 0; i < 6000; i++) {
        const at = await inPage<[Point, Point] | null>(centres);
        if (at) return at;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error('the mobile field never showed');
    },
    async tap({ x, y }: Point) {
      await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
    },
  };
}

let codeRuns = 0;
/**
 * The login route as a hurried partner uses it (with `finger`): the field touched and the mobile
 * typed as soon as it shows, 获取验证码 tapped until the request leaves (a tap the page cannot act on
 * yet is lost).
 */
export async function measureCodeTap(browser: Browser, url: string, { htmlOnly = false } = {}): Promise<Timings> {
  const { context, page, cdp } = await throttledPage(browser);
  // the same finger on the HTML alone, the app's scripts refused: what the finger itself costs
  if (htmlOnly) await page.route(/\/chunks\//, (r) => r.abort());
  await page.goto(`${url}/#/pages/login/index`, { waitUntil: 'commit' });
  const hand = finger(cdp);
  const [field, button] = await hand.loginForm();
  await hand.tap(field);
  // a new number each run: the mock limits how often one number gets a code
  await cdp.send('Input.insertText', { text: `1390000${String(1000 + codeRuns++).slice(-4)}` });
  let code: number | undefined;
  for (let i = 0; i < 600 && code === undefined; i++) {
    await hand.tap(button);
    code = await hand.inPage<number | undefined>(CODE_REQUEST_AT);
    if (code === undefined) await new Promise((r) => setTimeout(r, 50));
  }
  const fcp = await hand.inPage<number>(
    `(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime || 0`,
  );
  const before = await hand.inPage<{ requests: number; api: number; other: number; kb: number }>(
    requestsBefore(String(code)),
  );
  let attached: number | undefined;
  if (!htmlOnly) {
    // the tap started the app (scripts/build/boot-script.ts): when it took the form over
    await page.waitForFunction('window.__t.attached', null, { timeout: 60000, polling: 100 });
    attached = await hand.inPage<number>('window.__t.attached');
  }
  await context.close();
  return { fcp, code, attached, ...before };
}
