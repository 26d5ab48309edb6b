// 签约: the contract summary with the partner's signature placed on it, then the intent check
// electronic signatures require: an SMS code sent to the partner's own mobile. 签署 sends
// `{ applyId, signatureUrl, code }` once (one Idempotency-Key per intent); a missing or wrong code
// is said under the field, brought into view above the sticky 确认签署; an already signed contract
// goes to the result.
import { getSignVerifyCode } from '../../../../api/common';
import { fileProblem } from '../../../../api/file';
import { fourSignThreeContract } from '../../../../api/contract';
import { ApiError } from '../../../../api/http';
import type { Application } from '../../../../api/types';
import { maskMobile } from '../../../../lib/mask';
import { remove } from '../../../../lib/storage';
import { formatDate } from '../../../../lib/time';
import { code as codeRule } from '../../../../lib/validators/phone';
import { userInfo } from '../../../../app/state/session';
import { redirect } from '../../../../app/navigation';
import { Button } from '../../../../ui/Button';
import { CodeField } from '../../../../ui/CodeField';
import { useCaptchaStep } from '../../../auth';
import { LoadState } from '../../../../ui/LoadState';
import { toast } from '../../../../ui/toast';
import { useErrorReveal } from '../../../../ui/useErrorReveal';
import { useForm } from '../../../../ui/useForm';
import { useSubmit } from '../../../../ui/useSubmit';
import { clearDraft, readDraft, saveDraft, strokesKey } from '../../draft';
import { levelName } from '../../levels';
import { serverUrl } from '../../links';
import { stepUrl } from '../../steps';
import { StepBar } from '../../StepBar';
import { type StepPageProps, useSigningStep } from '../../useSigningStep';
import './xinbadaSign.css';

function SignForm({ app }: { app: Application }) {
  const signatureUrl = readDraft().signature?.url ?? '';
  const mobile = userInfo.value?.mobile ?? '';
  const form = useForm({ code: { validate: codeRule(6) } });
  const errors = useErrorReveal<HTMLFormElement>();
  const sign = useSubmit(fourSignThreeContract, {
    done: () => {
      clearDraft();
      remove(strokesKey(app.id), 'session');
      toast('签署成功', { type: 'success' });
      redirect(stepUrl('done', app.id));
    },
    // a wrong code is said under the field, once
    shownFields: ['code'],
    failed: (e) => {
      if (!(e instanceof ApiError)) return;
      if (e.field === 'code') {
        form.setError('code', e.message);
        errors.reveal();
      } else if (e.field === 'signatureUrl') {
        saveDraft({ signature: undefined });
        redirect(stepUrl('board', app.id));
      } else if (e.code === 409) redirect(stepUrl('done', app.id));
    },
  });
  const captcha = useCaptchaStep();

  async function sendCode(): Promise<boolean> {
    return captcha.send((answer) => getSignVerifyCode(mobile, answer));
  }

  async function submit(e: Event) {
    e.preventDefault();
    if (!form.validate()) return errors.reveal();
    // a signature that is not a file our server issued is signed again, as the server would ask
    if (fileProblem([signatureUrl], '签名图片')) {
      saveDraft({ signature: undefined });
      return redirect(stepUrl('board', app.id));
    }
    await sign.submit({ applyId: app.id, signatureUrl, code: form.values.code });
  }

  const src = serverUrl(signatureUrl);
  return (
    <form ref={errors.ref} class="sign-page xinbada" onSubmit={submit} noValidate>
      <StepBar current={4} />
      <section class="sign-card xinbada__sheet" aria-label="合同摘要">
        <h2>区域代理合同（{app.level === 30 ? '省级' : '市级'}）</h2>
        <dl>
          <dt>甲方</dt>
          <dd>杭州洁衣坊科技有限公司</dd>
          <dt>乙方</dt>
          <dd>{userInfo.value?.realName || app.applicantNickname}</dd>
          <dt>代理级别</dt>
          <dd>{levelName(app.level)}</dd>
          <dt>代理区域</dt>
          <dd>{app.region}</dd>
          <dt>签署日期</dt>
          <dd>{formatDate(new Date().toISOString())}</dd>
        </dl>
        <div class="xinbada__signature">
          <span>乙方签名：</span>
          {src && <img src={src} alt="你的手写签名" />}
        </div>
        <button type="button" class="xinbada__redraw" onClick={() => redirect(stepUrl('board', app.id))}>
          重新签名
        </button>
      </section>
      <section class="sign-card xinbada__check">
        <h2>短信验证</h2>
        <p class="sign-note">为确认是你本人签署，验证码将发送到你的手机 {maskMobile(mobile)}</p>
        {captcha.field}
        <CodeField storageKey="code:sign" onSend={sendCode} {...form.field('code')} />
      </section>
      <div class="sign-footer">
        <Button type="submit" variant="primary" block loading={sign.pending} loadingText="签署中...">
          确认签署
        </Button>
      </div>
    </form>
  );
}

export default function XinbadaSignPage({ query }: StepPageProps) {
  const { application } = useSigningStep('sign', query);
  return (
    <LoadState resource={application} failedText="签约申请加载失败">
      {(app) => <SignForm app={app} />}
    </LoadState>
  );
}
