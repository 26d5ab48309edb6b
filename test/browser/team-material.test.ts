// 我的团队 and 素材中心 in real Chromium as the partner 13800000001: the search and a level chip agree
// with the API's totals; an invitation is sent and a duplicate refused in place; an application
// is ignored after the confirmation; a material's text reaches the clipboard; the poster's QR code
// decodes to the partner's invite link.
import jsQR from 'jsqr';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { imagePixels, startApp, type App } from './helpers';

const journeys = suite<{ app: App }>('team and material journeys', { app: null as unknown as App });

journeys.before(async (ctx) => {
  ctx.app = await startApp();
  await ctx.app.loginAs('13800000001');
  await ctx.app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.app.url });
});
journeys.after(async (ctx) => {
  await ctx.app.close();
});

const api = (app: App, route: string, body: object = {}, method?: 'GET') => app.call(route, body, { method });

journeys('team search and a level chip show the API totals', async ({ app }) => {
  const all = await api(app, '/api/user/myTeamRecord', { pageSize: 50 });
  const name: string = all.list[5].nickname;
  const found = await api(app, '/api/user/myTeamRecord', { keyword: name });
  const directors = await api(app, '/api/user/myTeamRecord', { level: 20 });
  const page = await app.open('/pages/myTeam/index');
  await page.getByText(`共 ${all.total} 人`).waitFor();
  await page.getByText(`市级总监 ${directors.total}`).waitFor();

  await page.getByLabel('搜索成员').fill(name);
  await page.getByText(`共 ${found.total} 人`).waitFor();
  assert.is(await page.locator('.team-member').count(), found.total);
  await page.getByLabel('搜索成员').fill('');
  await page.getByText(`共 ${all.total} 人`).waitFor();

  await page.getByRole('button', { name: `市级总监 ${directors.total}` }).click();
  await page.getByText(`共 ${directors.total} 人`).waitFor();
  assert.is(await page.getByRole('tab', { name: '市级总监' }).getAttribute('aria-selected'), 'true');
  await page.waitForFunction(
    (n) => document.querySelectorAll('.team-member em').length === Math.min(n, 20),
    directors.total,
  );
  const levels = await page.locator('.team-member em').allTextContents();
  assert.ok(levels.every((l) => l === '市级总监'));
  await app.shot('team-list');

  await page.getByRole('button', { name: '团队人数' }).click();
  const bySize = await api(app, '/api/user/myTeamRecord', { level: 20, sort: 'teamSize' });
  await page.locator('.team-member').first().getByText(bySize.list[0].nickname).waitFor();
});

journeys('an invitation is sent, a duplicate and one’s own number are refused in place', async ({ app }) => {
  const me = await api(app, '/api/user/getH5UserInfo', {}, 'GET');
  const page = await app.open('/pages/myTeam/index');
  await page.getByRole('button', { name: '邀请成员' }).click();
  const sheet = page.getByRole('dialog', { name: '邀请成员' });
  await sheet.getByLabel('手机号').waitFor();
  assert.equal(await sheet.getByRole('radio').count(), 1, 'a 合伙人 invites 合伙人 only');
  await sheet.getByText(`inviter=${me.inviteCode}`).waitFor();

  await sheet.getByLabel('手机号').fill('13912345678');
  await sheet.getByRole('button', { name: '发送邀请' }).click();
  await page.getByText('已邀请 139****5678 成为合伙人').waitFor();
  await sheet.getByLabel('手机号').fill('13912345678');
  await sheet.getByRole('button', { name: '发送邀请' }).click();
  await sheet.getByText('已向该手机号发出过邀请，请勿重复邀请').waitFor();
  await sheet.getByLabel('手机号').fill('13800000001');
  await sheet.getByRole('button', { name: '发送邀请' }).click();
  await sheet.getByText('不能邀请自己，请填写对方的手机号').waitFor();
  await app.shot('team-invite');
});

journeys('an application is ignored after the confirmation', async ({ app }) => {
  const before = await api(app, '/api/applyIdentity/applyList', { scope: 'team', status: 0 });
  assert.ok(before.total >= 1);
  const page = await app.open('/pages/myTeam/index');
  await page.getByRole('button', { name: '申请处理' }).click();
  const sheet = page.getByRole('dialog', { name: '申请处理' });
  await sheet.locator('.team-apply').first().waitFor();
  assert.is(await sheet.locator('.team-apply').count(), before.total);
  const applicant: string = before.list[0].applicantNickname;
  await sheet.locator('.team-apply').first().getByRole('button', { name: '忽略' }).click();
  const ask = page.getByRole('dialog', { name: '忽略申请' });
  await ask.getByRole('button', { name: '忽略' }).click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('.team-sheet .team-apply').length === n,
    before.total - 1,
  );
  const after = await api(app, '/api/applyIdentity/applyList', { scope: 'team', status: 4, pageSize: 50 });
  assert.ok(after.list.some((a: { applicantNickname: string }) => a.applicantNickname === applicant));
  await sheet.getByRole('tab', { name: '已忽略' }).click();
  await sheet.getByText(applicant).first().waitFor();
});

journeys('a material’s text is copied to the clipboard', async ({ app }) => {
  const first = (await api(app, '/api/shareMaterial/pageList', {})).list[0];
  const page = await app.open('/pages/material/index');
  const card = page.getByRole('article', { name: first.title });
  await card.getByRole('button', { name: '复制文案' }).click();
  await page.getByText('已复制').waitFor();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), first.text);
  await app.shot('material-list');
});

journeys('a poster is drawn whose QR code decodes to the invite link', async ({ app }) => {
  const me = await api(app, '/api/user/getH5UserInfo', {}, 'GET');
  const first = (await api(app, '/api/shareMaterial/pageList', {})).list[0];
  const page = await app.open('/pages/material/index');
  const lazyQr: string[] = [];
  page.on('request', (r) => /lean-qr/.test(r.url()) && lazyQr.push(r.url()));
  await page.getByRole('article', { name: first.title }).waitFor();
  assert.equal(lazyQr, [], 'the QR library is not loaded before a poster is asked for');
  await page.getByRole('article', { name: first.title }).getByRole('button', { name: '分享海报' }).click();
  const poster = page.getByRole('img', { name: `${first.title} 分享海报` });
  await poster.waitFor();
  assert.is(lazyQr.length, 1);
  await page.getByText('长按图片保存或发送给朋友').waitFor();
  await app.shot('material-poster');
  const pixels = await imagePixels(page, (await poster.getAttribute('src')) ?? '');
  const code = jsQR(pixels.data, pixels.width, pixels.height);
  assert.ok(code, 'a QR code is found on the poster');
  assert.is(code!.data, `${app.url}/#/pages/login/index?inviter=${me.inviteCode}`);
});

journeys('a video material plays inline with its poster frame', async ({ app }) => {
  const page = await app.open('/pages/material/index');
  await page.getByLabel('搜索素材').fill('视频');
  const video = page.locator('video.mat-card__video').first();
  await video.waitFor();
  assert.is(await video.getAttribute('playsinline'), '');
  assert.match((await video.getAttribute('poster')) || '', /material-video-poster\.png$/);
});

journeys.run();
