// The signing flow's decisions, case by case: 签约提醒's offer, where an application continues,
// which step a page may show and where it sends the partner otherwise.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Application, Contract } from '../../../src/api/types';
import type { SigningDraft } from '../../../src/features/signing/draft';
import { checkStep, contractUrl, resumeUrl, startDecision } from '../../../src/features/signing/steps';
import { levelsAbove } from '../../../src/features/signing/levels';

const app = (over: Partial<Application> = {}): Application => ({
  id: 7,
  applicantNickname: '张伟',
  applicantMobileMasked: '138****0001',
  level: 20,
  region: '浙江省杭州市',
  status: 0,
  createdAt: '2025-06-15T04:00:00.000Z',
  ...over,
});
const none: SigningDraft = { level: null, region: null };
const agreed: SigningDraft = { ...none, agreedApplyId: 7 };
const signed: SigningDraft = { ...agreed, signature: { applyId: 7, url: '/uploads/s.png' } };

const start = suite('signing: 签约提醒 decides');
start('an application in progress is continued, whatever else holds', () => {
  const d = startDecision({ certStatus: 0, roleLevel: 10 }, [app({ status: 3, id: 1 }), app()], none);
  assert.equal(d, { kind: 'resume', app: app(), url: '/pages/signedExplain/index?applyId=7' });
  const awaiting = startDecision({ certStatus: 2, roleLevel: 10 }, [app({ status: 1 })], none);
  assert.is(awaiting.kind === 'resume' && awaiting.url, '/pages/signedSuccess/index?applyId=7');
});
start('real-name not passed: authenticate first', () => {
  for (const certStatus of [0, 1, 3] as const)
    assert.is(startDecision({ certStatus, roleLevel: 10 }, [], none).kind, 'certify');
});
start('a provincial director has nothing above to sign for', () => {
  assert.is(startDecision({ certStatus: 2, roleLevel: 30 }, [], none).kind, 'topLevel');
});
start('a certified partner with only decided applications starts', () => {
  const decided = [app({ status: 2 }), app({ status: 3 }), app({ status: 4 })];
  assert.is(startDecision({ certStatus: 2, roleLevel: 10 }, decided, none).kind, 'start');
});
start.run();

const levels = suite('signing: levels above the partner');
levels('a partner may sign for 20 or 30, a municipal director only 30, a provincial none', () => {
  assert.equal(levelsAbove(10), [20, 30]);
  assert.equal(levelsAbove(20), [30]);
  assert.equal(levelsAbove(30), []);
  assert.equal(levelsAbove(40), []);
});
levels.run();

const resume = suite('signing: where an application continues');
resume('status 0: explanation, then benefits once agreed, then the sign page once a signature is uploaded', () => {
  assert.is(resumeUrl(app(), none), '/pages/signedExplain/index?applyId=7');
  assert.is(resumeUrl(app(), agreed), '/pages/signedConfirm/index?applyId=7');
  assert.is(resumeUrl(app(), signed), '/pages/xinbadaSign/index?applyId=7');
});
resume("another application's draft does not count", () => {
  assert.is(resumeUrl(app({ id: 8 }), signed), '/pages/signedExplain/index?applyId=8');
});
resume('status 1 goes to the result; decided ones have nothing to continue', () => {
  assert.is(resumeUrl(app({ status: 1 }), none), '/pages/signedSuccess/index?applyId=7');
  for (const status of [2, 3, 4] as const) assert.is(resumeUrl(app({ status }), none), null);
});
resume('a contract to sign continues the flow; the others open in 查看合同', () => {
  const contract: Contract = {
    id: 3,
    kind: 'agency',
    title: '区域代理合同（市级）',
    level: 20,
    region: '浙江省杭州市',
    status: 0,
    url: '/mock-contract/3',
    signedAt: null,
    applyId: 7,
  };
  assert.is(contractUrl(contract, agreed), '/pages/signedConfirm/index?applyId=7');
  assert.is(contractUrl({ ...contract, status: 1 }, agreed), '/pages/signedSuccess/web-view?url=%2Fmock-contract%2F3');
  assert.is(
    contractUrl({ ...contract, applyId: undefined }, none),
    '/pages/signedSuccess/web-view?url=%2Fmock-contract%2F3',
  );
});
resume.run();

const check = suite('signing: may a step show');
check('an application not among the partner own goes back to 签约提醒', () => {
  assert.equal(checkStep('explain', undefined, none), {
    ok: false,
    url: '/pages/agencyTip/agencyTip',
    message: '没有找到这份签约申请，请重新开始签约',
  });
});
check('status 0: each step shows once the one before is done', () => {
  assert.ok(checkStep('explain', app(), none).ok);
  assert.equal(checkStep('confirm', app(), none), {
    ok: false,
    url: '/pages/signedExplain/index?applyId=7',
    message: '请先阅读并同意在线签约说明',
  });
  assert.ok(checkStep('confirm', app(), agreed).ok);
  assert.ok(checkStep('board', app(), agreed).ok);
  assert.equal(checkStep('sign', app(), agreed), {
    ok: false,
    url: '/pages/signatureBoard/index?applyId=7',
    message: '请先完成手写签名',
  });
  assert.ok(checkStep('sign', app(), signed).ok);
  assert.ok(checkStep('board', app(), signed).ok, 'signing again stays possible');
});
check('status 0 is not done yet', () => {
  const v = checkStep('done', app(), signed);
  assert.equal(v, { ok: false, url: '/pages/xinbadaSign/index?applyId=7', message: '合同还未签署，请继续完成签约' });
});
check('status 1: only the result shows; the other steps lead to it', () => {
  assert.ok(checkStep('done', app({ status: 1 }), none).ok);
  assert.equal(checkStep('sign', app({ status: 1 }), signed), {
    ok: false,
    url: '/pages/signedSuccess/index?applyId=7',
    message: '合同已签署，正在等待审核',
  });
});
check('decided applications lead to 我的合同 with what happened', () => {
  assert.ok(checkStep('done', app({ status: 2 }), none).ok);
  const rejected = checkStep('explain', app({ status: 3 }), none);
  assert.equal(rejected, {
    ok: false,
    url: '/pages/myContract/index',
    message: '该签约申请已被驳回，可在我的合同中查看原因',
  });
  assert.is(!checkStep('board', app({ status: 4 }), none).ok && 'void', 'void');
});
check.run();
