// 签约提醒: what signing as a director means and its steps (config `agencyTip`), then the way on:
// a partner without real-name is sent to authenticate first (and back here), one with an
// application in progress sees its status and continues it instead of starting another.
// Two reads, each kept from a visit before so it shows at once (ui/kept-answers.ts): the text, and the
// partner's state, which decides the footer (Decision.tsx, which says when a kept one is forgotten);
// on a first visit the footer holds its place until the state comes. A failure shows once: the
// text failing before any text showed is the whole page's failure (for both, should the state fail
// too), else the state's failure is the footer's line, in place of a kept way on it could not
// confirm, and a kept text's failed refresh a line above it; each 重新加载 loads again what failed.
import { ConfigArticleText, loadConfigArticle } from '../../../content';
import { LoadFailed, LoadFailedLine } from '../../../../ui/LoadFailed';
import { Skeleton } from '../../../../ui/Skeleton';
import { useResource } from '../../../../ui/useResource';
import { Decision, readWayOn } from './Decision';
import '../../flow.css';
import './agencyTip.css';

const FAILED_TEXT = '签约信息加载失败';

export default function AgencyTipPage() {
  const text = useResource(() => loadConfigArticle('agencyTip'), []);
  const decision = useResource(readWayOn, []);
  const textFailed = text.error !== undefined;
  const decisionFailed = decision.error !== undefined;
  const retry = () => {
    if (textFailed) text.reload();
    if (decisionFailed) decision.reload();
  };

  if (text.data === undefined && text.status === 'failed')
    return (
      <div class="sign-page agency-tip">
        <LoadFailed what={FAILED_TEXT} reason={text.error} onRetry={retry} />
      </div>
    );
  return (
    <div class="sign-page agency-tip">
      {/* a kept text's refresh that failed: said here, unless the footer's failure says it for both */}
      {textFailed && !decisionFailed && <LoadFailedLine what={FAILED_TEXT} reason={text.error} onRetry={retry} />}
      {text.data === undefined ? <Skeleton rows={8} title /> : <ConfigArticleText text={text.data} />}
      <div class="sign-footer agency-tip__footer">
        {decisionFailed ? (
          <LoadFailedLine what={FAILED_TEXT} reason={decision.error} onRetry={retry} />
        ) : decision.data !== undefined ? (
          <Decision decision={decision.data} forget={decision.forget} />
        ) : (
          // a button's height, as 开始签约 has: the footer does not jump when the way on comes
          <div class="agency-tip__pending" aria-busy="true">
            <span class="visually-hidden">加载中</span>
          </div>
        )}
      </div>
    </div>
  );
}
