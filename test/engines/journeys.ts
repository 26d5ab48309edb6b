// The journeys each engine runs, in order, on one phone: the login typed before the scripts
// arrive, every page, a withdrawal to the end, a signature signed to 签约完成, a search on 选择银行,
// an image and a text sent from 问题反馈. Each throws with what went wrong, on which page.
import { PAGE, type PageName } from '../../src/app/paths';
import { fixtures } from '../../scripts/screens/fixtures';
import { ACCOUNTS, type Account } from '../../scripts/screens/types';
import { fill, goTo, see, settle, tap, tapOn, waitFor } from './actions';
import type { Engine } from './drivers/engine';
import { ALONE, type Layouts, pageProblems, tour, whereOf } from './tour';
import type { World } from './world';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/temp';

export interface Phone {
  engine: Engine;
  world: World;
  /** where each page's texts lay, as the tour and the journeys left them */
  layouts: Layouts;
  /** who is signed in now (undefined: nobody yet) */
  account?: Account | null;
}

const fail = (problems: string[]) => {
  if (problems.length) throw new Error(problems.join('\n'));
};

/** The login form, as a partner fills it: mobile, 获取验证码, the code, the agreement, 登录. */
async function fillLogin(engine: Engine, mobile: string): Promise<void> {
  await fill(engine, '手机号', mobile);
  await tap(engine, '获取验证码');
  await fill(engine, '验证码', '123456');
  await tap(engine, '我已阅读并同意');
  await tap(engine, '登录');
  await waitFor(engine, `return location.hash.indexOf(${JSON.stringify(PAGE.login)}) < 0;`, 'leaving 登录');
  await settle(engine);
}

/**
 * Signs `account` in through the login form (null: signed out), on a fresh document. When the
 * form does not sign in, the session is set as the app keeps it and the page opened again, so the
 * pages are still seen: what the form did is the problem returned.
 */
export async function signIn(phone: Phone, account: Account | null): Promise<string | null> {
  if (phone.account === account) return null;
  const { engine, world } = phone;
  // the mock's rate limits start clean: each account asks for one code, however fast the run is
  await fetch(`${world.mockUrl}/__mock/reset`, { method: 'POST' });
  await engine.run('localStorage.clear(); sessionStorage.clear();').catch(() => {}); // not yet on the app's origin
  await engine.open(`${world.url}/#${PAGE.login}`);
  phone.account = null;
  if (!account) return null;
  const formFailed = await fillLogin(engine, ACCOUNTS[account].mobile).then(
    () => null,
    async (e: Error) => `${engine.name}: signing in as ${ACCOUNTS[account].who} through the form: ${e.message}`,
  );
  if (formFailed) {
    const { token, userInfo } = await world.login(ACCOUNTS[account].mobile);
    await engine.run(
      'localStorage.setItem("token", arguments[0]); localStorage.setItem("userInfo", arguments[1]);',
      token,
      JSON.stringify(userInfo),
    );
    await engine.open(`${world.url}/#${PAGE.home}`);
    await settle(engine).catch(() => {});
  }
  phone.account = account;
  return formFailed;
}

export async function typedBeforeScripts(phone: Phone): Promise<void> {
  const { engine, world } = phone;
  const gate = engine.holdScripts ? await engine.holdScripts() : world.holdScripts();
  try {
    // the page cannot finish loading while its scripts are held: its form is what counts
    await engine.open(`${world.url}/#${PAGE.login}`, false);
    await fill(engine, '手机号', ACCOUNTS.partner.mobile);
    const typed = await engine.run<string>('return E.field("手机号").value;');
    if (typed !== ACCOUNTS.partner.mobile) throw new Error(`${engine.name}: the pre-rendered form took 「${typed}」`);
  } finally {
    await gate.release();
  }
  // the scripts take the form over (preact keeps an input's listeners on it) with what was typed
  await waitFor(engine, 'var el = E.field("手机号"); return !!(el && el.l);', 'the scripts taking the form over');
  const kept = await engine.run<string>('return E.field("手机号").value;');
  if (kept !== ACCOUNTS.partner.mobile) throw new Error(`${engine.name}: the scripts left 「${kept}」 in 手机号`);
  await tap(engine, '获取验证码');
  await fill(engine, '验证码', '123456');
  await tap(engine, '我已阅读并同意');
  await tap(engine, '登录');
  await waitFor(engine, `return location.hash.indexOf(${JSON.stringify(PAGE.home)}) >= 0;`, '收益中心 after 登录');
  await settle(engine);
  phone.account = 'partner';
  fail(await pageProblems(engine, `home ${PAGE.home} after the login`));
}

export async function everyPage(phone: Phone): Promise<void> {
  fail(await tour(phone.engine, phone.world, { signIn: (account) => signIn(phone, account) }, phone.layouts));
}

/** Opens `page` as the partner and fails on what it shows wrong. */
async function openAsPartner(phone: Phone, page: PageName, query = ''): Promise<void> {
  // a form that did not sign in is the tour's failure: here the journey goes on with the session
  await signIn(phone, 'partner');
  await goTo(phone.engine, PAGE[page] + query);
  fail(await pageProblems(phone.engine, `${page} ${PAGE[page]}${query}`));
}

export async function withdrawal(phone: Phone): Promise<void> {
  const { engine } = phone;
  await openAsPartner(phone, 'withdraw');
  await fill(engine, '提现金额', '100');
  await see(engine, '实际到账 ¥99.00');
  await tap(engine, '确认提现');
  await waitFor(engine, 'return !!document.querySelector("[role=dialog]");', 'the confirm step of 确认提现');
  await tap(engine, '确认提现');
  await see(engine, '提现申请已提交');
  await tap(engine, '查看提现记录');
  await waitFor(engine, `return location.hash === ${JSON.stringify(`#${PAGE.withdrawList}`)};`, '提现记录');
  await settle(engine);
  await see(engine, '¥100.00');
  fail(await pageProblems(engine, `withdrawList ${PAGE.withdrawList} after the withdrawal`));
}

/** A stroke across the middle of the signature pad, as a finger writes. */
const STROKE = [
  [0.2, 0.5],
  [0.35, 0.3],
  [0.5, 0.7],
  [0.65, 0.3],
  [0.8, 0.6],
];

export async function signature(phone: Phone): Promise<void> {
  const { engine, world } = phone;
  await signIn(phone, 'partner');
  const token = await engine.run<string>('return localStorage.getItem("token");');
  const prepared = await fixtures(world)('application', token);
  await engine.run('var s = arguments[0]; for (var k in s) sessionStorage.setItem(k, s[k]);', prepared.session);
  await openAsPartner(phone, 'signatureBoard', prepared.query);
  const pad = await waitFor<{ x: number; y: number; w: number; h: number }>(
    engine,
    'var el = E.byLabel("签名区域"); return el && E.middle(el);',
    'the signature pad',
  );
  const left = pad.x - pad.w / 2;
  const top = pad.y - pad.h / 2;
  await engine.draw(STROKE.map(([x, y]) => ({ x: left + pad.w * x, y: top + pad.h * y })));
  await tap(engine, '确认');
  await waitFor(engine, `return location.hash.indexOf(${JSON.stringify(PAGE.xinbadaSign)}) >= 0;`, '签约 after 确认');
  await settle(engine);
  fail(await pageProblems(engine, `xinbadaSign ${PAGE.xinbadaSign} after the signature`));
  await fetch(`${world.mockUrl}/__mock/reset`, { method: 'POST' });
  await tap(engine, '获取验证码');
  await fill(engine, '验证码', '123456');
  await tap(engine, '确认签署');
  await waitFor(engine, `return location.hash.indexOf(${JSON.stringify(PAGE.signedSuccess)}) >= 0;`, '签约完成');
  await settle(engine);
  const [done] = ALONE.filter((r) => r.page === 'signedSuccess');
  fail(await pageProblems(engine, whereOf(done, PAGE.signedSuccess)));
  phone.layouts.set('signedSuccess', await engine.run('return E.texts();'));
}

export async function bankSearch(phone: Phone): Promise<void> {
  const { engine } = phone;
  await openAsPartner(phone, 'bank');
  await fill(engine, '搜索', '民生');
  await waitFor(
    engine,
    'var t = E.text(); return t.indexOf("中国民生银行") >= 0 && t.indexOf("中国工商银行") < 0;',
    '中国民生银行 alone in the list after typing 民生',
  );
  fail(await pageProblems(engine, `bank ${PAGE.bank} after a search`));
}

// a 1x1 PNG: the photo the partner picks
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function feedback(phone: Phone): Promise<void> {
  const { engine } = phone;
  await openAsPartner(phone, 'feedback');
  await tap(engine, '故障');
  await fill(engine, '问题描述', '提现记录页面偶尔加载很慢，希望能优化一下。');
  const photo = join(tempDir('engines-photo-'), 'photo.png');
  writeFileSync(photo, PNG);
  await engine.setFiles('E.byLabel("添加图片")', [photo]);
  await waitFor(engine, 'return !!E.byLabel("查看大图");', 'the picked photo uploaded (查看大图)');
  await tapOn(engine, 'document.querySelector("button[type=submit]")', '提交反馈');
  await see(engine, '反馈已提交');
  fail(await pageProblems(engine, `feedback ${PAGE.feedback} after sending`));
}
