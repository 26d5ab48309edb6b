// 签约提醒: what signing as a director means and its steps (config `agencyTip`), then 开始签约;
// a partner without real-name is sent to authenticate first (and back here), one with an
// application in progress sees its status and continues it instead of starting another. The text
// and the partner's state are one load: a failure of either shows once, and 重新加载 loads both.
import { getH5UserInfo } from '../../../../api/user';
import { userInfo } from '../../../../app/state/session';
import { navigate, withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { ConfigArticleText, loadConfigArticle } from '../../../content';
import { Button } from '../../../../ui/Button';
import { LoadState } from '../../../../ui/LoadState';
import { Skeleton } from '../../../../ui/Skeleton';
import { useResource } from '../../../../ui/useResource';
import { myApplications } from '../../application';
import { readDraft } from '../../draft';
import { levelName } from '../../levels';
import { startDecision } from '../../steps';
import '../../flow.css';
import './agencyTip.css';

const STATUS_TEXT: Record<number, string> = { 0: '待签署合同', 1: '已签署，等待 CMO 审核' };

export default function AgencyTipPage() {
  const state = useResource(
    async () => {
      const [text, user, apps] = await Promise.all([loadConfigArticle('agencyTip'), getH5UserInfo(), myApplications()]);
      userInfo.value = user;
      return { text, ...startDecision(user, apps, readDraft()) };
    },
    [],
    { fresh: true },
  );

  return (
    <div class="sign-page agency-tip">
      <LoadState resource={state} failedText="签约信息加载失败" skeleton={<Skeleton rows={8} title />}>
        {(d) => (
          <>
            <ConfigArticleText text={d.text} />
            <div class="sign-footer agency-tip__footer">
              {d.kind === 'resume' && (
                <div class="agency-tip__resume">
                  <p>
                    你已申请{levelName(d.app.level)}（{d.app.region}），{STATUS_TEXT[d.app.status]}
                  </p>
                  <Button variant="primary" block onClick={() => navigate(d.url)}>
                    {d.app.status === 0 ? '继续签约' : '查看进度'}
                  </Button>
                </div>
              )}
              {d.kind === 'certify' && (
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
              )}
              {d.kind === 'topLevel' && (
                <p class="agency-tip__top">你当前已是{userInfo.value?.levelName}，没有更高的代理级别可签约</p>
              )}
              {d.kind === 'start' && (
                <Button variant="primary" block onClick={() => navigate(PAGE.signed)}>
                  开始签约
                </Button>
              )}
            </div>
          </>
        )}
      </LoadState>
    </div>
  );
}
