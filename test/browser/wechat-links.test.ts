// WeChat journeys of links and cards, on WeChat's own jweixin-1.6.0.js over the simulated client:
// share cards set and put back; location; a link shared to a chat or Moments, which WeChat hands
// back with `from=singlemessage&isappinstalled=0` (or `from=timeline`) before the hash, working
// everywhere (the signature, the launch flow, login and return, the invite, the store QR); and
// the one-click pay return, whose code and state leave the address before WeChat checks it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import type { ClientCall } from '../helpers/wechat-client/client';
import { startApp, shot, type App } from './helpers';
import { accepted, answers, ENV, loginIn, weChatPhone } from './wechat-phone';
import { DEV_WECHAT_PAY } from '../../mock-server/services/wechat-pay';

const links = suite<{ app: App }>('WeChat links and cards', { app: null as unknown as App });
links.before(async (ctx) => {
  Object.assign(process.env, ENV);
  ctx.app = await startApp();
});
links.after.each(({ app }) => app.checkCsp());
links.after(async (ctx) => {
  await ctx.app.close();
  for (const k of Object.keys(ENV)) delete process.env[k];
});

const CHAT = 'from=singlemessage&isappinstalled=0';
const lastAccepted = (calls: ClientCall[]) => calls.filter(accepted).at(-1);

async function logInThroughForm(app: App, page: Page, mobile: string) {
  await fetch(`${app.url}/__mock/reset`, { method: 'POST' });
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('验证码', { exact: true }).fill('123456');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

links(
  'share cards: the invite of 我的团队 and a material poster, and the default card back on leaving',
  async ({ app }) => {
    const p = await weChatPhone(app);
    try {
      await loginIn(app, p.page, '13800000001');
      await p.page.goto(`${app.url}/#/pages/myTeam/index`);
      await p.page.getByRole('button', { name: '邀请成员' }).click();
      await p.page.locator('.share-invite__link').waitFor();
      const inviteLink = await p.page.locator('.share-invite__link').textContent();
      await p.waitFor('updateTimelineShareData', 1, (c) => accepted(c) && c.args.link === inviteLink);
      const invite = lastAccepted(p.named('updateAppMessageShareData'))!.args as Record<string, string>;
      assert.match(invite.title, /邀请你加入合伙人团队$/);
      assert.ok(invite.link.startsWith(`${app.url}/#/pages/login/index?inviter=`), invite.link);
      assert.is(invite.imgUrl, `${app.url}/mock-static/app-icon.png`);
      await shot(p.page, 'wechat-share-invite');
      const before = p.named('updateAppMessageShareData').length;
      await p.page.keyboard.press('Escape');
      await p.page.goBack();
      await p.waitFor('updateAppMessageShareData', before + 1);
      assert.is(p.named('updateAppMessageShareData').at(-1)?.args.title, '合伙人');

      await p.page.goto(`${app.url}/#/pages/material/index`);
      await p.page.getByRole('button', { name: '分享海报' }).first().click();
      await p.page.locator('.mat-poster__img').waitFor();
      const [material] = (await p.waitFor('updateAppMessageShareData', 1, (c) => c.args.title !== '合伙人')).slice(-1);
      const card = material.args as Record<string, string>;
      assert.is(material.answer, 'updateAppMessageShareData:ok');
      assert.ok(card.link.startsWith(`${app.url}/#/pages/login/index?inviter=`), card.link);
      assert.ok(card.imgUrl.startsWith(`${app.url}/mock-static/`), card.imgUrl);
      assert.ok(card.desc.length > 0 && card.desc.length <= 41, card.desc);
    } finally {
      await p.context.close();
    }
  },
);

links('location: wx.getLocation in gcj02 and wx.openLocation; a refusal falls back to the browser', async ({ app }) => {
  const p = await weChatPhone(app, { location: { latitude: 22.5431, longitude: 114.0579, accuracy: 30 } });
  try {
    // 选择位置 locates on opening and lists the places around what WeChat answered (a partner's call)
    await loginIn(app, p.page, '13800000001');
    await p.page.goto(`${app.url}/#/choose-location`);
    await p.page.locator('.choose-loc__place').first().waitFor();
    assert.equal(p.named('geoLocation')[0].args, { type: 'gcj02' });
    assert.ok(
      p.requests.some((u) => u.endsWith('/api/map/nearbyPlaces')),
      "the places around WeChat's position",
    );
    await p.page.goto(`${app.url}/#/open-location?latitude=22.5&longitude=114.1&name=${encodeURIComponent('南山店')}`);
    await p.page.getByRole('button', { name: '在微信中查看' }).click();
    const [open] = await p.waitFor('openLocation');
    assert.equal(
      [open.args.latitude, open.args.longitude, open.args.name, open.answer],
      [22.5, 114.1, '南山店', 'openLocation:ok'],
    );
  } finally {
    await p.context.close();
  }
  const denied = await weChatPhone(app, {
    location: 'denied',
    context: { geolocation: { latitude: 22.54, longitude: 114.05 }, permissions: ['geolocation'] },
  });
  try {
    await loginIn(app, denied.page, '13800000001');
    await denied.page.goto(`${app.url}/#/choose-location`);
    await denied.page.locator('.choose-loc__place').first().waitFor();
    assert.equal(answers(denied, 'geoLocation'), ['geoLocation:fail auth deny']);
  } finally {
    await denied.context.close();
  }
});

links('a link shared to a chat: signed as WeChat hands it back, and login returns to its page', async ({ app }) => {
  const p = await weChatPhone(app);
  try {
    await p.page.goto(`${app.url}/?${CHAT}#/pages/withdrawList/index`);
    await p.page.waitForFunction(() => location.hash.startsWith('#/pages/login/index?redirect='));
    await logInThroughForm(app, p.page, '13800000001');
    await p.page.waitForFunction(() => location.hash === '#/pages/withdrawList/index');
    assert.ok(p.page.url().startsWith(`${app.url}/?${CHAT}#`), p.page.url());
    await p.waitFor('updateAppMessageShareData', 1, accepted);
    assert.equal(answers(p, 'preVerifyJSAPI'), ['config:ok']);
    assert.is(p.named('preVerifyJSAPI')[0].url.split('#')[0], `${app.url}/?${CHAT}`);
  } finally {
    await p.context.close();
  }
});

links('an invite link shared to a chat: the new partner joins the inviter', async ({ app }) => {
  const users = async () =>
    (await (await fetch(`${app.url}/__mock/db/users`)).json()) as {
      id: number;
      mobile: string;
      inviteCode: string;
      inviterId: number | null;
    }[];
  const inviter = (await users()).find((u) => u.mobile === '13800000001')!;
  const p = await weChatPhone(app);
  try {
    await p.page.goto(`${app.url}/?${CHAT}#/pages/login/index?inviter=${inviter.inviteCode}`);
    await logInThroughForm(app, p.page, '13912345678');
    await p.page.waitForFunction(() => !location.hash.startsWith('#/pages/login/'));
    const joined = (await users()).find((u) => u.mobile === '13912345678');
    assert.is(joined?.inviterId, inviter.id);
  } finally {
    await p.context.close();
  }
});

links('a store QR link shared to a chat: 跳转小程序 with c, r, s and its tag ready', async ({ app }) => {
  const p = await weChatPhone(app);
  try {
    await p.page.goto(`${app.url}/?storeQrCode=1&c=4&r=JYK6A2&s=poster&${CHAT}#/`);
    await p.page.locator('.link-mini__open--ready').waitFor({ state: 'attached' });
    await p.page.getByText('洁衣坊·湖滨银泰店').waitFor();
    assert.equal(await p.page.locator('.link-mini__params dd').allTextContents(), [
      '洁衣坊·湖滨银泰店',
      '李娜',
      '门店海报',
    ]);
    assert.is(
      await p.page.locator('wx-open-launch-weapp').getAttribute('path'),
      'pages/store/entry?c=4&r=JYK6A2&s=poster',
    );
    assert.is(lastAccepted(p.named('preVerifyJSAPI'))?.url.split('#')[0], `${app.url}/`);
  } finally {
    await p.context.close();
  }
});

links('the pay return of a link from Moments: WeChat accepts the address without code and state', async ({ app }) => {
  const p = await weChatPhone(app, { merchantKey: DEV_WECHAT_PAY.key });
  try {
    const link = '/pages/oneClickPay/oneClickPay?amount=1234&storeId=4';
    await p.page.goto(`${app.url}/?from=timeline#${link}`);
    const pay = p.page.getByRole('button', { name: '立即支付 ¥12.34' }).and(p.page.locator(':enabled'));
    await pay.waitFor();
    assert.is(p.page.url(), `${app.url}/?from=timeline#${link}`);
    await p.waitFor('updateAppMessageShareData', 1, accepted);
    const config = lastAccepted(p.named('preVerifyJSAPI'))!;
    assert.is(config.url.split('#')[0], `${app.url}/?from=timeline`);
    assert.equal(
      p.named('updateAppMessageShareData').filter((c) => !accepted(c)),
      [],
      'no card refused',
    );
    await pay.click();
    await p.page.getByRole('heading', { name: '支付成功' }).waitFor();
    assert.equal(answers(p, 'getBrandWCPayRequest'), ['get_brand_wcpay_request:ok'], 'paySign checked');
  } finally {
    await p.context.close();
  }
});

links.run();
