// 签约提醒's footer: the way on from the partner's state, read fresh on every visit (去认证 /
// 继续签约 / 开始签约); the text above may be kept from a visit before, this never is: a partner
// back from 实名认证 would otherwise be sent to authenticate again.
import { userInfo } from '../../../../app/state/session';
import { navigate, withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import type { Application } from '../../../../api/types';
import { Button } from '../../../../ui/Button';
import { levelName } from '../../levels';
import type { StartDecision } from '../../steps';

const STATUS_TEXT: Record<number, string> = { 0: '待签署合同', 1: '已签署，等待 CMO 审核' };

function Resume({ app, url }: { app: Application; url: string }) {
  return (
    <div class="agency-tip__resume">
      <p>
        你已申请{levelName(app.level)}（{app.region}），{STATUS_TEXT[app.status]}
      </p>
      <Button variant="primary" block onClick={() => navigate(url)}>
        {app.status === 0 ? '继续签约' : '查看进度'}
      </Button>
    </div>
  );
}

/** The way on, once the partner's state is in. */
export function Decision({ decision: d }: { decision: StartDecision }) {
  if (d.kind === 'resume') return <Resume app={d.app} url={d.url} />;
  if (d.kind === 'certify')
    return (
      <div class="agency-tip__resume">
        <p>签约前需要完成实名认证，认证通过后回到这里继续</p>
        <Button
          variant="primary"
          block
          onClick={() => navigate(withQuery(PAGE.withdrawalAuth, { redirect: PAGE.agencyTip }))}
        >
          去认证
        </Button>
      </div>
    );
  if (d.kind === 'topLevel')
    return <p class="agency-tip__top">你当前已是{userInfo.value?.levelName}，没有更高的代理级别可签约</p>;
  return (
    <Button variant="primary" block onClick={() => navigate(PAGE.signed)}>
      开始签约
    </Button>
  );
}
