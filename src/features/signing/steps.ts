// The signing flow's decisions, pure so each case has a test: where 签约提醒 sends a partner,
// where an application continues, and whether a step page may show (or where it sends the
// partner instead, with a sentence saying why). Pages only carry these out.
import type { Application, Contract, User } from '../../api/types';
import { PAGE } from '../../app/paths';
import type { SigningDraft } from './draft';
import { levelsAbove } from './levels';

export type Step = 'explain' | 'confirm' | 'board' | 'sign' | 'done';

const STEP_PAGE: Record<Step, string> = {
  explain: PAGE.signedExplain,
  confirm: PAGE.signedConfirm,
  board: PAGE.signatureBoard,
  sign: PAGE.xinbadaSign,
  done: PAGE.signedSuccess,
};

export const stepUrl = (step: Step, applyId: number) => `${STEP_PAGE[step]}?applyId=${applyId}`;

/** The application the partner is still working on (applied, or signed and awaiting review). */
export const inProgress = (apps: Application[]): Application | undefined =>
  apps.find((a) => a.status === 0 || a.status === 1);

/** The furthest step an application in status 0 has reached, from what the draft holds. */
function reachedStep(applyId: number, draft: SigningDraft): Step {
  if (draft.signature?.applyId === applyId) return 'sign';
  if (draft.agreedApplyId === applyId) return 'confirm';
  return 'explain';
}

/** Where an application continues; null when there is nothing left to do in the flow. */
export function resumeUrl(app: Pick<Application, 'id' | 'status'>, draft: SigningDraft): string | null {
  if (app.status === 0) return stepUrl(reachedStep(app.id, draft), app.id);
  if (app.status === 1) return stepUrl('done', app.id);
  return null;
}

/** Where a contract in 我的合同 leads: to sign continues the flow, the others open the document. */
export function contractUrl(contract: Contract, draft: SigningDraft): string {
  if (contract.status === 0 && contract.applyId !== undefined) {
    return resumeUrl({ id: contract.applyId, status: 0 }, draft) as string;
  }
  return `${PAGE.contractView}?url=${encodeURIComponent(contract.url)}`;
}

export type StartDecision =
  | { kind: 'certify' }
  | { kind: 'topLevel' }
  | { kind: 'resume'; app: Application; url: string }
  | { kind: 'start' };

/** What 签约提醒 offers: real-name first, the application in progress, nothing above, or a start. */
export function startDecision(user: Pick<User, 'certStatus' | 'roleLevel'>, apps: Application[], draft: SigningDraft) {
  const open = inProgress(apps);
  if (open) return { kind: 'resume', app: open, url: resumeUrl(open, draft) as string } satisfies StartDecision;
  if (user.certStatus !== 2) return { kind: 'certify' } satisfies StartDecision;
  if (!levelsAbove(user.roleLevel).length) return { kind: 'topLevel' } satisfies StartDecision;
  return { kind: 'start' } satisfies StartDecision;
}

export type StepVerdict = { ok: true } | { ok: false; url: string; message: string };

const STATUS_SENTENCE: Record<2 | 3 | 4, string> = {
  2: '该签约申请已审核通过，合同已生效',
  3: '该签约申请已被驳回，可在我的合同中查看原因',
  4: '该签约申请已失效，请重新发起签约',
};

/** May `step` show for this application (undefined: not found among the partner's own)? */
export function checkStep(step: Step, app: Application | undefined, draft: SigningDraft): StepVerdict {
  if (!app) return { ok: false, url: PAGE.agencyTip, message: '没有找到这份签约申请，请重新开始签约' };
  if (app.status === 1) {
    return step === 'done'
      ? { ok: true }
      : { ok: false, url: stepUrl('done', app.id), message: '合同已签署，正在等待审核' };
  }
  if (app.status !== 0) {
    if (step === 'done' && app.status === 2) return { ok: true };
    return { ok: false, url: PAGE.myContract, message: STATUS_SENTENCE[app.status] };
  }
  const reached = reachedStep(app.id, draft);
  const order: Step[] = ['explain', 'confirm', 'board', 'sign'];
  // the board is open once the explanation is agreed to (confirm and board need the same)
  const allowed = reached === 'confirm' ? 2 : order.indexOf(reached);
  const wanted = order.indexOf(step);
  if (wanted !== -1 && wanted <= allowed) return { ok: true };
  const messages: Record<Step, string> = {
    explain: '',
    confirm: '请先阅读并同意在线签约说明',
    board: '请先阅读并同意在线签约说明',
    sign: '请先完成手写签名',
    done: '合同还未签署，请继续完成签约',
  };
  return {
    ok: false,
    url: stepUrl(reached === 'confirm' && step === 'sign' ? 'board' : reached, app.id),
    message: messages[step],
  };
}
