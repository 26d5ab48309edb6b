// The WeChat paths in real Chromium against the mock, with the stand-in of wechat-stand-in.ts in
// place of WeChat's scripts: one signed wx.config (the signature verifies with the ticket of the
// environment), nothing outside WeChat, one re-sign then the plain-browser fallback, the open
// tag and the web-view bridge of 跳转小程序, share cards set and restored, location.
import { createHash } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { BrowserContext, Page } from 'playwright-core';
import { newPhone, startApp, WECHAT_UA, type App } from './helpers';
import { serveWeChatStandIn, type StandInOptions, type WxCall } from './wechat-stand-in';

const ENV = {
  WECHAT_APP_ID: 'wxbrowsertest0001',
  WECHAT_JSAPI_TICKET: 'ticket-of-the-browser-test',
  WECHAT_MINI_PROGRAM_ID: 'gh_abcdef012345',
  WECHAT_MINI_PROGRAM_PATH: 'pages/store/entry',
};
const PLAIN_UA =
  'Mozilla/5.0 (Linux; Android 10; M2006C3LC) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36';
const WEB_VIEW_UA = `${WECHAT_UA} miniProgram`;

const wechat = suite<{ app: App }>('WeChat JS-SDK journeys', { app: null as unknown as App });
wechat.before(async (ctx) => {
  Object.assign(process.env, ENV);
  ctx.app = await startApp();
});
wechat.after.each(({ app }) => app.checkCsp());
wechat.after(async (ctx) => {
  await ctx.app.close();
  for (const k of Object.keys(ENV)) delete process.env[k];
});

interface Phone {
  context: BrowserContext;
  page: Page;
  /** every request the page made, as URLs */
  requests: string[];
  calls(): Promise<WxCall[]>;
  named(name: string): Promise<WxCall[]>;
}

/** A phone of its own: a user agent, the stand-in (unless outside WeChat), nothing but loopback. */
async function phone(app: App, options: StandInOptions & { ua?: string } = {}): Promise<Phone> {
  const ua = options.ua ?? WECHAT_UA;
  const context = await newPhone(app.browser, { userAgent: ua });
  if (ua !== PLAIN_UA) await serveWeChatStandIn(context, options);
  await app.watchCsp(context);
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => console.error('[page error]', e.message));
  const calls = () => page.evaluate(() => (window as unknown as { __wxCalls?: WxCall[] }).__wxCalls ?? []);
  return { context, page, requests, calls, named: async (name) => (await calls()).filter((c) => c.name === name) };
}

async function waitForCalls(p: Phone, name: string, count: number) {
  await p.page.waitForFunction(
    ([n, c]) =>
      ((window as unknown as { __wxCalls?: { name: string }[] }).__wxCalls ?? []).filter((x) => x.name === n).length >=
      (c as number),
    [name, count] as const,
  );
}

async function loginIn(app: App, page: Page, mobile: string) {
  const post = async (route: string, body: object) =>
    (
      await fetch(app.url + route, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  await post('/__mock/reset', {});
  await post('/api/getCode/getVerifyCode', { mobile, scene: 'login' });
  const { data } = await post('/api/user/loginH5', { mobile, code: '123456' });
  await page.goto(`${app.url}/#/pages/login/index`);
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userInfo', user);
    },
    [data.token, JSON.stringify(data.userInfo)],
  );
}

const signatureRequests = (p: Phone) => p.requests.filter((u) => u.includes('/api/wechat/jsSdkConfig'));
const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

wechat(
  'in WeChat: one wx.config whose signature verifies, every API named; a hash change signs nothing new',
  async ({ app }) => {
    const p = await phone(app);
    try {
      await p.page.goto(`${app.url}/?from=share#/pages/login/index`);
      await waitForCalls(p, 'updateAppMessageShareData', 1);
      const [config] = await p.named('config');
      const args = config.args as Record<string, unknown>;
      assert.is(args.appId, ENV.WECHAT_APP_ID);
      assert.is(args.debug, false);
      assert.equal(args.jsApiList, [
        'updateAppMessageShareData',
        'updateTimelineShareData',
        'getLocation',
        'openLocation',
      ]);
      assert.equal(args.openTagList, ['wx-open-launch-weapp']);
      const url = `${app.url}/?from=share`;
      const plain = `jsapi_ticket=${ENV.WECHAT_JSAPI_TICKET}&noncestr=${args.nonceStr}&timestamp=${args.timestamp}&url=${url}`;
      assert.is(args.signature, sha1(plain), 'the signature of the URL without the hash');
      // the default card is the app's own
      const [card] = await p.named('updateAppMessageShareData');
      assert.equal(card.args, {
        title: '合伙人',
        desc: '查看收益、管理团队和门店，随时随地处理合伙业务',
        link: `${app.url}/`,
        imgUrl: `${app.url}/mock-static/app-icon.png`,
      });
      await p.page.evaluate(() => {
        location.hash = '#/pages/agreement/agreement';
      });
      await p.page.waitForTimeout(300);
      assert.is((await p.named('config')).length, 1, 'config once');
      assert.is(signatureRequests(p).length, 1, 'one signature');
      assert.not.ok(
        (await p.calls()).some((c) => c.early),
        'nothing called the SDK before wx.ready',
      );
    } finally {
      await p.context.close();
    }
  },
);

wechat("the policy lets scripts come from WeChat's script origin and no other host", async ({ app }) => {
  const header = (await fetch(`${app.url}/`)).headers.get('content-security-policy') || '';
  const scripts = header.split('; ').find((d) => d.startsWith('script-src')) || '';
  const hosts = scripts.split(' ').filter((s) => s.includes('://'));
  assert.equal(hosts, ['https://res.wx.qq.com'], scripts);
  const connect = header.split('; ').find((d) => d.startsWith('connect-src'));
  assert.is(connect, "connect-src 'self'", 'the signature comes from our own API, nothing from WeChat');
});

wechat('outside WeChat no SDK loads and no signature is asked for', async ({ app }) => {
  const p = await phone(app, { ua: PLAIN_UA });
  try {
    await p.page.goto(`${app.url}/#/pages/linkMini/linkMini?c=A&r=B&s=C`);
    await p.page.getByText('请在微信中打开此链接').waitFor();
    await p.page.waitForTimeout(300);
    assert.equal(
      p.requests.filter((u) => u.includes('res.wx.qq.com') || u.includes('/api/wechat/')),
      [],
    );
    assert.is(await p.page.evaluate(() => 'wx' in window), false);
  } finally {
    await p.context.close();
  }
});

wechat('a wx.error signs once more; a second one leaves WeChat off and 跳转小程序 falls back', async ({ app }) => {
  const once = await phone(app, { configFailures: 1 });
  try {
    await once.page.goto(`${app.url}/#/pages/login/index`);
    await waitForCalls(once, 'updateAppMessageShareData', 1);
    const configs = await once.named('config');
    assert.is(configs.length, 2);
    assert.is.not(
      (configs[0].args as { nonceStr: string }).nonceStr,
      (configs[1].args as { nonceStr: string }).nonceStr,
    );
    assert.is(signatureRequests(once).length, 2);
  } finally {
    await once.context.close();
  }
  const twice = await phone(app, { configFailures: 2 });
  try {
    await twice.page.goto(`${app.url}/#/pages/linkMini/linkMini?c=A&r=B&s=C`);
    await twice.page.getByText('暂时无法直接打开小程序').waitFor();
    assert.is(await twice.page.locator('wx-open-launch-weapp').count(), 0);
    await twice.page.waitForTimeout(200);
    assert.is((await twice.named('config')).length, 2);
    assert.is(signatureRequests(twice).length, 2, 'no third signature');
    assert.equal(
      (await twice.calls()).filter((c) => c.name !== 'config' && !c.name.startsWith('WeixinJSBridge')),
      [],
      'no SDK call after the second failure',
    );
  } finally {
    await twice.context.close();
  }
});

wechat(
  '跳转小程序 in WeChat: the open tag with the configured id and c, r, s; failures say what to do',
  async ({ app }) => {
    const p = await phone(app);
    try {
      await p.page.goto(`${app.url}/?storeQrCode=1&c=4&r=JYK6A2&s=poster#/`);
      const tag = p.page.locator('wx-open-launch-weapp');
      await tag.waitFor({ state: 'attached' });
      assert.is(await tag.getAttribute('username'), ENV.WECHAT_MINI_PROGRAM_ID);
      assert.is(await tag.getAttribute('path'), 'pages/store/entry?c=4&r=JYK6A2&s=poster');
      assert.equal(await p.page.locator('.link-mini__params dt').allTextContents(), ['门店', '推荐人', '来源']);
      await p.page.getByText('洁衣坊·湖滨银泰店').waitFor();
      assert.equal(await p.page.locator('.link-mini__params dd').allTextContents(), [
        '洁衣坊·湖滨银泰店',
        '李娜',
        '门店海报',
      ]);
      // the store QR link is the page's share card
      await waitForCalls(p, 'updateAppMessageShareData', 2);
      const cards = await p.named('updateAppMessageShareData');
      assert.equal(cards.at(-1)?.args, {
        title: '打开门店小程序',
        desc: '门店：洁衣坊·湖滨银泰店，推荐人：李娜，来源：门店海报',
        link: `${app.url}/?storeQrCode=1&c=4&r=JYK6A2&s=poster#/`,
        imgUrl: `${app.url}/mock-static/app-icon.png`,
      });
      await p.page.screenshot({ path: 'test-results/wechat-link-mini-tag.png' });
      await tag.evaluate((el) => el.dispatchEvent(new CustomEvent('error', { detail: { errMsg: 'launch:fail' } })));
      await p.page.getByText('暂时无法直接打开小程序').waitFor();
      await p.page.getByRole('button', { name: '复制参数' }).waitFor();
      await p.page.screenshot({ path: 'test-results/wechat-link-mini-failed.png' });

      await p.page.reload();
      await tag.waitFor({ state: 'attached' });
      await p.page.evaluate(() => document.dispatchEvent(new Event('WeixinOpenTagsError')));
      await p.page.getByText('当前微信版本无法直接打开小程序').waitFor();
      await p.page.getByText(/升级到最新版本/).waitFor();
      await p.page.screenshot({ path: 'test-results/wechat-link-mini-old-wechat.png' });
    } finally {
      await p.context.close();
    }
  },
);

wechat("跳转小程序 in a mini-program's web-view goes through wx.miniProgram.navigateTo", async ({ app }) => {
  const p = await phone(app, { ua: WEB_VIEW_UA, miniProgram: true });
  try {
    await p.page.goto(`${app.url}/?storeQrCode=1&c=4&r=JYK6A2&s=poster#/`);
    await waitForCalls(p, 'miniProgram.navigateTo', 1);
    assert.equal((await p.named('miniProgram.navigateTo'))[0].args, {
      url: '/pages/store/entry?c=4&r=JYK6A2&s=poster',
    });
    assert.is(await p.page.locator('wx-open-launch-weapp').count(), 0);
  } finally {
    await p.context.close();
  }
});

wechat(
  'share cards: the invite of 我的团队 and a material poster, and the default card back on leaving',
  async ({ app }) => {
    const p = await phone(app);
    try {
      await loginIn(app, p.page, '13800000001');
      await p.page.goto(`${app.url}/#/pages/myTeam/index`);
      await p.page.getByRole('button', { name: '邀请成员' }).click();
      await p.page.locator('.share-invite__link').waitFor();
      const inviteLink = await p.page.locator('.share-invite__link').textContent();
      await p.page.waitForFunction(
        (link) =>
          ((window as unknown as { __wxCalls?: { name: string; args: { link?: string } }[] }).__wxCalls ?? []).some(
            (c) => c.name === 'updateTimelineShareData' && c.args.link === link,
          ),
        inviteLink,
      );
      const invite = (await p.named('updateAppMessageShareData')).at(-1)!.args as Record<string, string>;
      assert.match(invite.title, /邀请你加入合伙人团队$/);
      assert.ok(invite.link.startsWith(`${app.url}/#/pages/login/index?inviter=`), invite.link);
      assert.is(invite.imgUrl, `${app.url}/mock-static/app-icon.png`);
      await p.page.screenshot({ path: 'test-results/wechat-share-invite.png' });
      const before = (await p.named('updateAppMessageShareData')).length;
      await p.page.keyboard.press('Escape');
      await p.page.goBack();
      await waitForCalls(p, 'updateAppMessageShareData', before + 1);
      assert.is(((await p.named('updateAppMessageShareData')).at(-1)!.args as { title: string }).title, '合伙人');

      await p.page.goto(`${app.url}/#/pages/material/index`);
      await p.page.getByRole('button', { name: '分享海报' }).first().click();
      await p.page.locator('.mat-poster__img').waitFor();
      await p.page.waitForFunction(() =>
        ((window as unknown as { __wxCalls?: { name: string; args: { title?: string } }[] }).__wxCalls ?? []).some(
          (c) => c.name === 'updateAppMessageShareData' && c.args.title !== '合伙人',
        ),
      );
      const material = (await p.named('updateAppMessageShareData')).at(-1)!.args as Record<string, string>;
      assert.ok(material.link.startsWith(`${app.url}/#/pages/login/index?inviter=`), material.link);
      assert.ok(material.imgUrl.startsWith(`${app.url}/mock-static/`), material.imgUrl);
      assert.ok(material.desc.length > 0 && material.desc.length <= 41, material.desc);
    } finally {
      await p.context.close();
    }
  },
);

wechat('location: wx.getLocation in gcj02 and wx.openLocation; a refusal says what a browser says', async ({ app }) => {
  const p = await phone(app, { location: { latitude: 22.5431, longitude: 114.0579, accuracy: 30 } });
  try {
    // 选择位置 locates on opening and lists the places around what WeChat answered (a partner's call)
    await loginIn(app, p.page, '13800000001');
    await p.page.goto(`${app.url}/#/choose-location`);
    await p.page.locator('.choose-loc__place').first().waitFor();
    assert.is(((await p.named('getLocation'))[0].args as { type: string }).type, 'gcj02');
    assert.ok(
      p.requests.some((u) => u.endsWith('/api/map/nearbyPlaces')),
      "the places around WeChat's position",
    );

    await p.page.goto(`${app.url}/#/open-location?latitude=22.5&longitude=114.1&name=${encodeURIComponent('南山店')}`);
    await p.page.getByRole('button', { name: '在微信中查看' }).click();
    await waitForCalls(p, 'openLocation', 1);
    const open = (await p.named('openLocation'))[0].args as Record<string, unknown>;
    assert.equal([open.latitude, open.longitude, open.name], [22.5, 114.1, '南山店']);
  } finally {
    await p.context.close();
  }
  const denied = await phone(app, { location: { errMsg: 'getLocation:fail auth deny' } });
  try {
    await denied.page.goto(`${app.url}/#/choose-location`);
    await denied.page
      .getByRole('alert')
      .getByText(/^未获得定位权限/)
      .waitFor();
  } finally {
    await denied.context.close();
  }
});

wechat.run();
