// 签约完成: the contract is signed; what happens next (the CMO review), 查看合同 and 返回首页.
import { navigate, relaunch, withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { Button } from '../../../../ui/Button';
import { Illustration } from '../../../../ui/Empty';
import { LoadState } from '../../../../ui/LoadState';
import { levelName } from '../../levels';
import { type StepPageProps, useSigningStep } from '../../useSigningStep';
import './signedSuccess.css';

export default function SignedSuccessPage({ query }: StepPageProps) {
  const { applyId, application } = useSigningStep('done', query);
  return (
    <LoadState resource={application} failedText="签约申请加载失败">
      {(app) => (
        <div class="signed-done">
          <Illustration kind="success" />
          <h1>{app.status === 2 ? '签约已生效' : '合同签署完成'}</h1>
          <p class="signed-done__what">
            {levelName(app.level)} · {app.region}
          </p>
          <ol class="signed-done__next">
            <li>合同已提交平台 CMO 审核，审核将在 3 个工作日内完成。</li>
            <li>审核结果会显示在“我的合同”中；通过后你的代理级别随即生效，重新打开应用即可看到。</li>
            <li>如被驳回，可在“我的合同”中查看驳回原因，并重新申请签约。</li>
          </ol>
          <div class="signed-done__actions">
            <Button block onClick={() => navigate(withQuery(PAGE.contractView, { applyId: String(applyId) }))}>
              查看合同
            </Button>
            <Button variant="primary" block onClick={() => relaunch(PAGE.home)}>
              返回首页
            </Button>
          </div>
        </div>
      )}
    </LoadState>
  );
}
