// The WeChat paths in real Chromium against the mock, on WeChat's own jweixin-1.6.0.js over the
// simulated WeChat client (wechat-client.ts), which checks what WeChat checks: a config accepted
// for the page's address, nothing outside WeChat, an expired ticket (one refusal, then accepted)
// and two refusals (a plain browser's fallbacks), the open tag and the web-view of 跳转小程序.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ClientCall } from '../helpers/wechat-client/client';
import { VERIFIED_BRIDGE_APIS } from '../helpers/wechat-client/rules';
import { startApp, shot, type App } from './helpers';
import { accepted, answers, ENV, loginIn, signatureRequests, weChatPhone, type WeChatPhone } from './wechat-phone';

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

const sdkLoads = (p: WeChatPhone) => p.requests.filter((u) => u.includes('res.wx.qq.com')).length;

wechat(
  'in WeChat: one config, accepted for the address without the hash; a hash change signs nothing new',
  async ({ app }) => {
    const p = await weChatPhone(app);
    try {
      await p.page.goto(`${app.url}/?from=share#/pages/login/index`);
      const [card] = await p.waitFor('updateAppMessageShareData', 1, accepted);
      const [config] = p.named('preVerifyJSAPI');
      assert.is(config.answer, 'config:ok');
      assert.is(config.url.split('#')[0], `${app.url}/?from=share`);
      assert.equal(config.args.verifyJsApiList, VERIFIED_BRIDGE_APIS);
      assert.equal(config.args.verifyOpenTagList, ['wx-open-launch-weapp']);
      // the default card is the app's own
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
      assert.is(p.named('preVerifyJSAPI').length, 1, 'config once');
      assert.is(signatureRequests(p).length, 1, 'one signature');
      assert.ok(
        p.named('updateTimelineShareData').every((c) => c.answer.endsWith(':ok')),
        'no card refused',
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
  const p = await weChatPhone(app, { plain: true });
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

wechat(
  'an expired ticket: the refused config is signed again, and the invite card and location work',
  async ({ app }) => {
    const p = await weChatPhone(app, { expiredConfigs: 1 });
    try {
      await loginIn(app, p.page, '13800000001');
      await p.page.goto(`${app.url}/#/pages/myTeam/index`);
      await p.page.getByRole('button', { name: '邀请成员' }).click();
      await p.page.locator('.share-invite__link').waitFor();
      const invite = (c: ClientCall) => accepted(c) && /邀请你加入合伙人团队$/.test(`${c.args.title}`);
      await p.waitFor('updateAppMessageShareData', 1, invite);
      assert.equal(answers(p, 'preVerifyJSAPI'), ['config:invalid signature', 'config:ok']);
      assert.is(signatureRequests(p).length, 2);
      assert.is(sdkLoads(p), 1, 'the script is loaded once');
      const [first, second] = p.named('preVerifyJSAPI');
      assert.is.not(first.args.verifyNonceStr, second.args.verifyNonceStr, 'a new signature');
      assert.equal(
        p.named('updateAppMessageShareData').filter((c) => !c.answer.endsWith(':ok')),
        [],
        'no card sent before WeChat accepted the config',
      );

      await p.page.goto(`${app.url}/#/choose-location`);
      await p.page.locator('.choose-loc__place').first().waitFor();
      assert.equal(answers(p, 'geoLocation'), ['geoLocation:ok']);
    } finally {
      await p.context.close();
    }
  },
);

wechat('two refusals: WeChat stays off, and the pages work as in a plain browser', async ({ app }) => {
  const located = await weChatPhone(app, {
    expiredConfigs: 2,
    context: { geolocation: { latitude: 22.54, longitude: 114.05 }, permissions: ['geolocation'] },
  });
  try {
    await loginIn(app, located.page, '13800000001');
    await located.page.goto(`${app.url}/#/pages/linkMini/linkMini?c=A&r=B&s=C`);
    await located.page.getByText('暂时无法直接打开小程序').waitFor();
    assert.is(await located.page.locator('wx-open-launch-weapp').count(), 0);
    // 选择位置 with the browser's own position
    await located.page.goto(`${app.url}/#/choose-location`);
    await located.page.locator('.choose-loc__place').first().waitFor();
    assert.equal(answers(located, 'preVerifyJSAPI'), ['config:invalid signature', 'config:invalid signature']);
    assert.is(signatureRequests(located).length, 2, 'no third signature');
    assert.equal(
      located.named('geoLocation').concat(located.named('updateAppMessageShareData')),
      [],
      'no SDK call after the second refusal',
    );
  } finally {
    await located.context.close();
  }
  const refused = await weChatPhone(app, { expiredConfigs: 2 });
  try {
    // the browser refuses too: its message, and the place typed in by hand
    await refused.page.goto(`${app.url}/#/choose-location`);
    await refused.page
      .getByRole('alert')
      .getByText(/^未获得定位权限/)
      .waitFor();
    assert.ok(await refused.page.locator('.choose-loc__manual').evaluate((d) => (d as HTMLDetailsElement).open));
  } finally {
    await refused.context.close();
  }
});

wechat('跳转小程序 in WeChat: the open tag, ready once WeChat accepted it, launches with c, r, s', async ({ app }) => {
  const p = await weChatPhone(app);
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
    await p.page.locator('.link-mini__open--ready').waitFor({ state: 'attached' });
    // the launch flow dropped the query: WeChat accepted a config for the address without it
    assert.equal(
      p
        .named('preVerifyJSAPI')
        .filter((c) => c.answer === 'config:ok')
        .at(-1)
        ?.url.split('#')[0],
      `${app.url}/`,
    );
    await tag.dispatchEvent('click');
    const [launch] = await p.waitFor('launchWeApp');
    assert.equal(launch.args, {
      username: ENV.WECHAT_MINI_PROGRAM_ID,
      path: 'pages/store/entry?c=4&r=JYK6A2&s=poster',
    });
    // the store QR link is the page's share card
    await p.waitFor('updateAppMessageShareData', 2, accepted);
    assert.equal(p.named('updateAppMessageShareData').at(-1)?.args, {
      title: '打开门店小程序',
      desc: '门店：洁衣坊·湖滨银泰店，推荐人：李娜，来源：门店海报',
      link: `${app.url}/?storeQrCode=1&c=4&r=JYK6A2&s=poster#/`,
      imgUrl: `${app.url}/mock-static/app-icon.png`,
    });
    await shot(p.page, 'wechat-link-mini-tag');
    await tag.evaluate((el) => el.dispatchEvent(new CustomEvent('error', { detail: { errMsg: 'launch:fail' } })));
    await p.page.getByText('暂时无法直接打开小程序').waitFor();
    await p.page.getByRole('button', { name: '复制参数' }).waitFor();
    await shot(p.page, 'wechat-link-mini-failed');

    await p.page.reload();
    await tag.waitFor({ state: 'attached' });
    await p.page.evaluate(() => document.dispatchEvent(new Event('WeixinOpenTagsError')));
    await p.page.getByText('当前微信版本无法直接打开小程序').waitFor();
    await p.page.getByText(/升级到最新版本/).waitFor();
    await shot(p.page, 'wechat-link-mini-old-wechat');
  } finally {
    await p.context.close();
  }
});

wechat("跳转小程序 in a mini-program's web-view goes through wx.miniProgram, every config refused", async ({ app }) => {
  const p = await weChatPhone(app, { webView: true, expiredConfigs: 2 });
  try {
    await p.page.goto(`${app.url}/?storeQrCode=1&c=4&r=JYK6A2&s=poster#/`);
    const [jump] = await p.waitFor('invokeMiniProgramAPI');
    assert.equal(jump.args, { name: 'navigateTo', arg: { url: '/pages/store/entry?c=4&r=JYK6A2&s=poster' } });
    assert.is(jump.answer, 'invokeMiniProgramAPI:ok');
    assert.is(await p.page.locator('wx-open-launch-weapp').count(), 0);
    await p.page.waitForTimeout(300);
    assert.is(await p.page.getByText('暂时无法打开门店页面').count(), 0);
    assert.equal(answers(p, 'preVerifyJSAPI'), ['config:invalid signature', 'config:invalid signature']);
  } finally {
    await p.context.close();
  }
});

wechat.run();
