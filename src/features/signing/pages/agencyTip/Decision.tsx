// 签约提醒's footer: the way on from the partner's state (去认证 / 继续签约 / 开始签约). A visit again
// shows the way on kept from the visit before at once and reads the state afresh, as every kept page
// does (ui/kept-answers.ts). The partner's own way of changing that state is through these buttons:
// following one forgets the kept way on (the read's forget), so back from 实名认证 or from signing the
// footer waits for the fresh state instead of showing the old one for the round trip that takes. A
// state changed another way (实名认证 reached from elsewhere, a review passed meanwhile) shows for that
// round trip; a tap on it then lands on a page that reads the state itself (实名认证's status, each
// signing step's check).
import { getH5UserInfo } from '../../../../api/user';
import { userInfo } from '../../../../app/state/session';
import { navigate, withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import type { Application } from '../../../../api/types';
import { Button } from '../../../../ui/Button';
import { myApplications } from '../../application';
import { readDraft } from '../../draft';
import { levelName } from '../../levels';
import { startDecision, type StartDecision } from '../../steps';

/** The partner's state as the way on it gives (the page's read). */
export async function readWayOn(): Promise<StartDecision> {
  const [user, apps] = await Promise.all([getH5UserInfo(), myApplications()]);
  userInfo.value = user;
  return startDecision(user, apps, readDraft());
}

const STATUS_TEXT: Record<number, string> = { 0: '待签署合同', 1: '已签署，等待 CMO 审核' };

function Resume({ app, url, follow }: { app: Application; url: string; follow: (url: string) => void }) {
  return (
    <div class="agency-tip__resume">
      <p>
        你已申请{levelName(app.level)}（{app.region}），{STATUS_TEXT[app.status]}
      </p>
      <Button variant="primary" block onClick={() => follow(url)}>
        {app.status === 0 ? '继续签约' : '查看进度'}
      </Button>
    </div>
  );
}

/** The way on, once the partner's state is in; `forget` drops the kept state before it is followed. */
export function Decision({ decision: d, forget }: { decision: StartDecision; forget: () => void }) {
  const follow = (url: string) => {
    forget();
    navigate(url);
  };
  if (d.kind === 'resume') return <Resume app={d.app} url={d.url} follow={follow} />;
  if (d.kind === 'certify')
    return (
      <div class="agency-tip__resume">
        <p>签约前需要完成实名认证，认证通过后回到这里继续</p>
        <Button
          variant="primary"
          block
          onClick={() => follow(withQuery(PAGE.withdrawalAuth, { redirect: PAGE.agencyTip }))}
        >
          去认证
        </Button>
      </div>
    );
  if (d.kind === 'topLevel')
    return <p class="agency-tip__top">你当前已是{userInfo.value?.levelName}，没有更高的代理级别可签约</p>;
  return (
    <Button variant="primary" block onClick={() => follow(PAGE.signed)}>
      开始签约
    </Button>
  );
}
