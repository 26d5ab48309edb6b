// 确认权益: the benefits of the level applied for, 预览合同 (the document in 查看合同) and
// 确认并签名, on to the signature board.
import { navigate, withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { Button } from '../../../../ui/Button';
import { LoadState } from '../../../../ui/LoadState';
import { BENEFITS, isSignLevel, levelName } from '../../levels';
import { stepUrl } from '../../steps';
import { StepBar } from '../../StepBar';
import { type StepPageProps, useSigningStep } from '../../useSigningStep';
import './signedConfirm.css';

export default function SignedConfirmPage({ query }: StepPageProps) {
  const { applyId, application } = useSigningStep('confirm', query);
  return (
    <LoadState resource={application} failedText="签约申请加载失败">
      {(app) => (
        <div class="sign-page signed-confirm">
          <StepBar current={2} />
          <section class="sign-card">
            <h2>
              {levelName(app.level)} · {app.region}
            </h2>
            <ul class="signed-confirm__list">
              {(isSignLevel(app.level) ? BENEFITS[app.level] : []).map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
            <p class="sign-note">合同自 CMO 审核通过之日起生效，期限一年。签约前请预览合同全文。</p>
          </section>
          <div class="sign-footer">
            <Button onClick={() => navigate(withQuery(PAGE.contractView, { applyId: String(applyId), preview: '1' }))}>
              预览合同
            </Button>
            <Button variant="primary" onClick={() => navigate(stepUrl('board', applyId))}>
              确认并签名
            </Button>
          </div>
        </div>
      )}
    </LoadState>
  );
}
