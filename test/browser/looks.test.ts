// Text that must fit, measured in real Chromium at 375 px: 地址管理 without bullets and with no
// number broken across lines, a 19-digit card number whole in its field, the login code field's
// placeholder whole, team members' join dates on one line, 门店详情's labels on their values' line
// and the wash card summary's labels over their figures.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { startApp, type App } from './helpers';

const looks = suite<{ app: App }>('text that fits', { app: null as unknown as App });

// long enough that the address wraps; a digit run sits wherever a line may end
const LONG_DETAIL = `幸福路${'123456号'.repeat(6)}`;

looks.before(async (ctx) => {
  ctx.app = await startApp({
    prepareDb: (db) => {
      const me = db.users.find((u) => u.mobile === '13800000001')!.id;
      const row = db.addresses.find((a) => a.userId === me)!;
      db.addresses.push({ ...row, id: 9001, isDefault: false, name: '欧阳娜娜', detail: LONG_DETAIL });
    },
  });
});
looks.after(async (ctx) => ctx.app.close());

/** Lines each run of digits (and 138****0001-like masks) of the matched elements takes: 1 each. */
function linesOfNumbers(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const out: { text: string; lines: number }[] = [];
    for (const el of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of (node.textContent || '').matchAll(/[\d*]{2,}/g)) {
          const range = document.createRange();
          range.setStart(node, m.index!);
          range.setEnd(node, m.index! + m[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          out.push({ text: m[0], lines: tops.size });
        }
      }
    }
    return out;
  }, selector);
}

looks('地址管理: no bullets or indent, and no number broken across lines', async ({ app }) => {
  await app.loginAs('13800000001');
  const page = await app.open('/pages/addressManagement/index');
  await page.locator('.addr-item').nth(1).waitFor();
  const list = await page.locator('.addr-list__items').evaluate((ul) => {
    const s = getComputedStyle(ul);
    return { bullets: s.listStyleType, indent: s.paddingLeft };
  });
  assert.equal(list, { bullets: 'none', indent: '0px' });
  const cardLeft = await page
    .locator('.addr-item')
    .first()
    .evaluate((li) => li.getBoundingClientRect().left);
  assert.is(Math.round(cardLeft), 12, 'cards start at the page margin');
  const long = page.locator('.addr-item__text', { hasText: '幸福路' });
  const height = await long.evaluate((el) => (el as HTMLElement).offsetHeight);
  assert.ok(height > 30, 'the address wraps');
  const numbers = await linesOfNumbers(page, '.addr-item__who, .addr-item__text');
  assert.ok(numbers.length > 6);
  assert.equal(
    numbers.filter((n) => n.lines !== 1),
    [],
  );
  await app.shot('looks-address-management');
});

looks('添加银行卡: a 19-digit number shows whole in its field', async ({ app }) => {
  const page = await app.open('/pages/addBankCard/index');
  const field = page.getByLabel('卡号');
  await field.fill('6222021089451142378');
  await page.waitForFunction(
    () => (document.querySelector('input[name=cardNo]') as HTMLInputElement).value.length === 23,
  );
  const fits = await field.evaluate((el) => el.scrollWidth <= el.clientWidth);
  assert.ok(fits, 'the grouped number is not cut off');
  await app.shot('looks-add-bank-card');
});

looks('我的团队: a member’s join date stays on one line', async ({ app }) => {
  const page = await app.open('/pages/myTeam/index');
  await page.locator('.team-member').nth(3).waitFor();
  const broken = await page.evaluate(
    () =>
      [...document.querySelectorAll('.team-member__sub')].filter((sub) => {
        const node = [...sub.querySelectorAll('*'), sub]
          .flatMap((el) => [...el.childNodes])
          .find((n) => n.nodeType === 3 && /\d{4}-\d{2}-\d{2}/.test(n.textContent || ''))!;
        const at = node.textContent!.search(/\d{4}-\d{2}-\d{2}/);
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, node.textContent!.length);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size !== 1;
      }).length,
  );
  assert.is(broken, 0);
  // on narrower fonts too: the date is one unbreakable piece
  const kept = await page
    .locator('.team-member__joined')
    .evaluateAll((dates) => dates.length > 0 && dates.every((d) => getComputedStyle(d).whiteSpace === 'nowrap'));
  assert.ok(kept, 'each join date is kept on one line');
  await app.shot('looks-my-team');
});

looks('成员详情: the join date stays on one line', async ({ app }) => {
  await app.loginAs('13800000001');
  const page = await app.open('/pages/teamDetails/index?id=2');
  const joined = page.locator('.member__facts dd').last();
  await joined.waitFor();
  assert.match(await joined.innerText(), /^\d{4}-\d{2}-\d{2}$/);
  const lines = await joined.evaluate((dd) => {
    const range = document.createRange();
    range.selectNodeContents(dd);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  assert.is(lines, 1);
});

looks('名下洗护卡: each summary label sits over its figure', async ({ app }) => {
  const page = await app.open('/pages/washCard/index');
  await page.locator('.wash-sum__grid dd').first().waitFor();
  // (no named helpers inside evaluate: tsx would wrap them in a __name the page lacks)
  const offsets = await page.locator('.wash-sum__grid > div').evaluateAll((cells) =>
    cells.map((c) => {
      const [dt, dd] = [c.querySelector('dt')!, c.querySelector('dd')!].map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const r = range.getBoundingClientRect();
        return r.left + r.width / 2;
      });
      return Math.round(Math.abs(dt - dd));
    }),
  );
  assert.ok(offsets.length === 4 && offsets.every((d) => d <= 1), JSON.stringify(offsets));
  await app.shot('looks-wash-card');
});

looks('门店详情: each label is on the line of its value', async ({ app }) => {
  await app.loginAs('13800000003');
  const page = await app.open('/pages/storeDetail/storeDetail?id=7');
  await page.locator('.store-detail__rows dt').first().waitFor();
  const gaps = await page.locator('.store-detail__rows dt').evaluateAll((dts) =>
    dts.map((dt) => {
      // the first line of text of the label and of its value
      const [label, value] = [dt, dt.nextElementSibling!].map((el) => {
        const range = document.createRange();
        range.selectNodeContents(document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode()!);
        return range.getClientRects()[0].bottom;
      });
      return Math.round(Math.abs(label - value));
    }),
  );
  assert.ok(gaps.length === 4 && gaps.every((g) => g <= 2), JSON.stringify(gaps));
  await app.shot('looks-store-detail');
});

looks(
  '登录: the code field shows its whole placeholder, beside 获取验证码 and beside the countdown',
  async ({ app }) => {
    await app.context.clearCookies();
    await app.page.evaluate(() => localStorage.clear());
    const page = await app.open('/pages/login/index');
    const code = page.getByLabel('验证码');
    await code.waitFor();
    const roomOf = () =>
      code.evaluate((input: HTMLInputElement) => {
        const probe = document.createElement('span');
        probe.style.font = getComputedStyle(input).font;
        probe.style.whiteSpace = 'pre';
        probe.textContent = input.placeholder;
        document.body.append(probe);
        const need = probe.getBoundingClientRect().width;
        probe.remove();
        return { need, has: input.clientWidth };
      });
    const room = await roomOf();
    assert.ok(room.need <= room.has, JSON.stringify(room));
    await app.shot('looks-login');
    // the countdown's text is wider than 获取验证码
    await page.getByLabel('手机号').fill('13900009999');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /\d+秒重新获取/ }).waitFor();
    const counting = await roomOf();
    assert.ok(counting.need <= counting.has, JSON.stringify(counting));
  },
);

looks.run();
