// 在线签约: the online-signing explanation (config `signedExplain`) and the agreement checkbox;
// 下一步 only once it is checked. The agreement is remembered for this application.
import { useState } from 'react';
import { navigate } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { ConfigArticle } from '../../../content';
import { Button } from '../../../../ui/Button';
import { LoadState } from '../../../../ui/LoadState';
import { readDraft, saveDraft } from '../../draft';
import { stepUrl } from '../../steps';
import { StepBar } from '../../StepBar';
import { type StepPageProps, useSigningStep } from '../../useSigningStep';
import './signedExplain.css';

export default function SignedExplainPage({ query }: StepPageProps) {
  const { applyId, application } = useSigningStep('explain', query);
  const [agreed, setAgreed] = useState(() => readDraft().agreedApplyId === applyId);

  function agree(checked: boolean) {
    setAgreed(checked);
    saveDraft({ agreedApplyId: checked ? applyId : undefined });
  }

  return (
    <LoadState resource={application} failedText="签约申请加载失败">
      {() => (
        <div class="sign-page signed-explain">
          <StepBar current={1} />
          <ConfigArticle name="signedExplain" />
          <div class="sign-footer signed-explain__footer">
            <div class="signed-explain__agree">
              <label>
                <input type="checkbox" checked={agreed} onChange={(e) => agree(e.currentTarget.checked)} />
                <span>我已阅读并同意在线签约说明及</span>
              </label>
              <a href={`#${PAGE.agreement}?name=agreement`}>《合伙人服务协议》</a>
            </div>
            <Button variant="primary" block disabled={!agreed} onClick={() => navigate(stepUrl('confirm', applyId))}>
              下一步
            </Button>
          </div>
        </div>
      )}
    </LoadState>
  );
}
