// Every tap answers (`npm run bench`, taps): a partner's walk through the screens at 4x CPU, doing
// what a partner does there (open a page from where it is linked, switch its tabs, open its
// pickers and sheets, type, submit a valid form), with each interaction's latency from the Event
// Timing API (what INP is made of: from the input to the next paint). Prints the 10 slowest,
// with their screen and control (goal: the slowest at most 100 ms).
import type { Browser, Page } from 'playwright-core';
import { PAGE } from '../../src/app/paths';
import { newPhone } from '../../test/browser/helpers';
import { CPU_SLOWDOWN } from './throttle.ts';

// In the page before it loads: every interaction over 16 ms, with the screen it happened on
// (the address at its start) and the control (its label or text).
const OBSERVER = `(() => {
  const screens = [[0, location.hash]];
  addEventListener('hashchange', () => screens.push([performance.now(), location.hash]));
  const screenAt = (t) => { let s = ''; for (const [at, h] of screens) if (at <= t) s = h; return s; };
  const describe = (el) => !el ? '(gone)' : (el.getAttribute && (el.getAttribute('aria-label') ||
    (el.labels && el.labels[0] && el.labels[0].textContent))) || (el.textContent || '').trim().slice(0, 16) ||
    el.tagName.toLowerCase();
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      window.__events.push({ id: e.interactionId, type: e.name, ms: e.duration,
        screen: screenAt(e.startTime).slice(1).split('?')[0], control: describe(e.target) });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;

interface Interaction {
  id: number;
  type: string;
  ms: number;
  screen: string;
  control: string;
}

type Step = [string, (page: Page) => Promise<void>];

/** Back on the earnings centre, a tap on the grid's entry to `path`. */
const openFromHome = async (page: Page, path: string) => {
  await page.evaluate((p) => (location.hash = p), PAGE.home);
  await page.locator(`.ui-grid a[href="#${path}"]`).click();
  await settled(page);
};
/** The page's answers in and its chunks run: a tap then measures the tap, not the page's load. */
const settled = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
};
const type = (page: Page, label: string, text: string) => page.getByLabel(label).pressSequentially(text);
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();
const closeSheet = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.waitForTimeout(400);
};

/** The walk: each step a screen and what the partner does there. */
const WALK: Step[] = [
  [
    '收益中心',
    async (page) => {
      await tab(page, '近30天');
      await tab(page, '近7天');
    },
  ],
  [
    '收益明细',
    async (page) => {
      await openFromHome(page, PAGE.profitDetail);
      await page.getByRole('tab').nth(1).click();
      await page.getByRole('tab').first().click();
    },
  ],
  [
    '我的团队',
    async (page) => {
      await openFromHome(page, PAGE.myTeam);
      await page.locator('.team-member').first().waitFor();
      await type(page, '搜索成员', '张');
      await page.getByLabel('搜索成员').press('Backspace');
      await tab(page, '市级总监');
      await tab(page, '全部');
      await page.getByRole('button', { name: '团队人数' }).click();
      await page.getByRole('button', { name: '邀请成员' }).click();
      await page.getByRole('dialog').waitFor();
      await closeSheet(page);
      await page.getByRole('button', { name: '申请处理' }).click();
      await page.getByRole('dialog').waitFor();
      await closeSheet(page);
    },
  ],
  [
    '我的客户',
    async (page) => {
      await openFromHome(page, PAGE.myCustomer);
      await type(page, '搜索客户', '李');
      await page.waitForTimeout(800);
    },
  ],
  [
    '提现',
    async (page) => {
      await page.evaluate((p) => (location.hash = p), PAGE.home);
      await page.locator('.home-wallet__withdraw').click();
      await settled(page);
      await type(page, '提现金额', '12.5');
      await page.waitForTimeout(300);
    },
  ],
  [
    '地址',
    async (page) => {
      await openFromHome(page, PAGE.addressManagement);
      await page.getByRole('button', { name: '新增地址' }).click();
      await type(page, '收货人', '张三');
      await type(page, '手机号', '13800000009');
      await page.getByLabel('所在地区').click();
      for (const [column, name] of [
        [0, '河北省'],
        [1, '石家庄市'],
      ] as const) {
        const wheel = page.locator('.ui-picker [role=listbox]').nth(column);
        await wheel.getByText(name, { exact: true }).click();
      }
      await page.locator('.ui-picker [role=listbox]').nth(2).locator('[role=option]').first().waitFor();
      await page.getByRole('button', { name: '确定' }).click();
      await type(page, '详细地址', '中山西路 88 号');
      await page.getByRole('button', { name: '保存' }).click();
      await page.waitForFunction((p) => location.hash.startsWith(`#${p}`), PAGE.addressManagement);
    },
  ],
  [
    '问题反馈',
    async (page) => {
      await openFromHome(page, PAGE.feedback);
      await page.getByText('故障').click();
      await type(page, '问题描述', '提现页面偶尔打不开');
      await type(page, '联系方式', '13800000001');
      await page.getByRole('button', { name: '提交反馈' }).click();
      await page.waitForTimeout(1500);
    },
  ],
];

/** The walk at 4x CPU; the interactions over 16 ms, one line each (the slowest event of each). */
export async function walkInteractions(browser: Browser, url: string, session: [string, string]) {
  const context = await newPhone(browser);
  await context.addInitScript(([token, user]) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userInfo', user);
  }, session);
  await context.addInitScript(OBSERVER);
  const page = await context.newPage();
  page.setDefaultTimeout(30000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${url}/#${PAGE.home}`, { waitUntil: 'networkidle' });
  await page.getByRole('tab', { name: '近30天' }).waitFor();
  await settled(page);
  const failed: string[] = [];
  for (const [screen, walk] of WALK) {
    try {
      await walk(page);
      await page.waitForLoadState('networkidle');
    } catch (e) {
      failed.push(`${screen}: ${(e as Error).message.split('\n')[0]}`);
    }
  }
  await page.waitForTimeout(500);
  const events = await page.evaluate<Interaction[]>('window.__events');
  await context.close();
  const slowest = new Map<number, Interaction>();
  for (const e of events) if (!slowest.has(e.id) || slowest.get(e.id)!.ms < e.ms) slowest.set(e.id, e);
  return { interactions: [...slowest.values()].sort((a, b) => b.ms - a.ms), failed };
}

export async function benchTaps(browser: Browser, url: string, session: [string, string]) {
  const { interactions, failed } = await walkInteractions(browser, url, session);
  console.log(`\nA partner's walk at ${CPU_SLOWDOWN}x CPU: the 10 slowest interactions (Event Timing, goal ≤ 100 ms)`);
  for (const e of interactions.slice(0, 10))
    console.log(`${`${e.ms.toFixed(0)} ms`.padStart(8)}  ${e.type.padEnd(12)} ${e.screen.padEnd(34)} ${e.control}`);
  console.log(`${interactions.length} interactions over 16 ms in all`);
  for (const f of failed) console.log(`  step not done: ${f}`);
}
