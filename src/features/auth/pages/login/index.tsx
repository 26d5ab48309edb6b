// 登录: mobile + SMS code (image captcha first when the server asks for it), agreement, then
// back to the page the user came from (a known route only) or the earnings centre.
// The form is pre-rendered into index.html at build time and taken over by this component
// (hydration): its first render starts from what the pre-rendered inputs already hold. Sending
// anything needs the request layer, which is loaded after the form shows (./api).
import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { Field } from '../../../../ui/Field';
import { Button } from '../../../../ui/Button';
import { CodeButton } from '../../../../ui/CodeButton';
import { useForm } from '../../../../ui/useForm';
import { useSubmit } from '../../../../ui/useSubmit';
import { toast } from '../../../../ui/toast';
import { mobile as mobileRule, code as codeRule, mobileInput } from '../../../../lib/validators/phone';
import { readText, write, remove } from '../../../../lib/storage';
import { PAGE } from '../../../../app/paths';
import { redirect } from '../../../../app/navigation';
import { LOGIN_CODE_COUNTDOWN } from '../../../../lib/code-countdown';
import { useCaptchaStep } from '../../smsCode/useCaptchaStep';
import type { LoginBody } from '../../../../api/user';
import type { ApiError } from '../../../../api/http';
import { Agreement } from './Agreement';
import './login.css';

// Only the mobile survives a reload or a relaunch; the code is a secret and is never stored.
const DRAFT_KEY = 'draft:login';

// a failed load is a network problem like any other: say so and send nothing
const loadApi = () =>
  import('./api').catch((e) => {
    toast('网络异常，请稍后重试');
    throw e;
  });

/** The pre-rendered form's control of that name, while it is in the document (else null). */
function preRendered(name: string): HTMLInputElement | null {
  return typeof document === 'undefined' ? null : document.querySelector(`.login input[name="${name}"]`);
}

export default function LoginPage() {
  const { query } = useLocation();
  const form = useForm(
    { mobile: { validate: mobileRule }, code: { validate: codeRule(6) } },
    {
      mobile: preRendered('mobile')?.value || readText(DRAFT_KEY, 'session') || '',
      code: preRendered('code')?.value || '',
    },
  );
  // Hydration keeps the DOM as it is; one render after it makes the DOM follow the state (a
  // draft restored after a reload) and remounts the code button, whose countdown (kept over a
  // reload) must disable it, which hydration alone would not.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // 获取验证码 or 登录 tapped before the scripts came (the tap that started them): index.html's
  // inline script marked the form (src/app/early-requests.ts; it sent a valid code already), and
  // the page acts on the tap as its own: the code button takes the call up (countdown, captcha)
  // or explains the number, 登录 checks the fields and signs in. The form's data-hydrated ends
  // the inline script's part; the mark is taken up once (a later mount of this page is not that tap).
  const [tappedEarly] = useState(() => {
    const form = typeof document === 'undefined' ? null : document.querySelector('.login__form');
    const tapped = form?.getAttribute('data-tapped');
    form?.removeAttribute('data-tapped');
    return tapped;
  });
  // the image captcha is rare (the server asks for it after repeated codes): the step fetches
  // its field only then, keeping it out of the login page's first load
  const captcha = useCaptchaStep();
  const [agreed, setAgreed] = useState(() => !!preRendered('agreed')?.checked);
  const [agreementError, setAgreementError] = useState('');

  useEffect(() => form.state.subscribe(({ mobile }) => mobile && write(DRAFT_KEY, mobile, 'session')), []);

  async function sendCode(): Promise<boolean> {
    const problem = mobileRule(form.values.mobile);
    if (problem) {
      form.setError('mobile', problem);
      return false;
    }
    const api = await loadApi();
    return captcha.send((answer) => api.getVerifyCode({ mobile: form.values.mobile, scene: 'login', ...answer }));
  }

  const signIn = useSubmit(async (body: LoginBody) => (await loadApi()).login(body), {
    done: async (session) => {
      const api = await loadApi();
      remove(DRAFT_KEY, 'session');
      api.signIn(session.token, session.userInfo);
      const target = api.safeRedirect(query.redirect);
      // a store user goes where the launch flow would send them, not through a page they may not see
      redirect(api.storeUserRule(target.split('?')[0], session.userInfo) === 'store-home' ? PAGE.storeHome : target);
    },
    // the wrapper has already toasted the server's message; a wrong code is shown in place too
    // (an ApiError: the class stays out of the first load, with the rest of the request layer)
    failed: (e) => (e as ApiError).code === 400 && form.setError('code', (e as ApiError).message),
  });

  const submit = form.handleSubmit(({ mobile, code }) => {
    if (!agreed) {
      setAgreementError('请先阅读并同意《用户协议》和《隐私政策》');
      return;
    }
    // the invite link's code goes along: a new partner joins the inviter's team
    signIn.submit({ mobile, code, ...(query.inviter ? { inviter: query.inviter } : {}) });
  });

  useEffect(() => {
    if (hydrated && tappedEarly === 'submit') submit();
  }, [hydrated]);

  return (
    <div class="login">
      <header class="login__head">
        <div class="login__logo" aria-hidden="true">
          洗
        </div>
        <h1 class="login__title">合伙人登录</h1>
        <p class="login__subtitle">未注册的手机号验证后将自动创建账号</p>
      </header>
      <form class="login__form" onSubmit={submit} noValidate data-hydrated={hydrated || undefined}>
        <Field label="手机号" {...mobileInput} placeholder="请输入手机号" {...form.field('mobile')} />
        {captcha.field}
        <Field
          label="验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="请输入验证码"
          {...form.field('code')}
          suffix={
            <CodeButton
              key={String(hydrated)}
              storageKey={LOGIN_CODE_COUNTDOWN}
              onSend={sendCode}
              sendAtMount={hydrated && tappedEarly === 'code'}
            />
          }
        />
        <Agreement
          checked={agreed}
          error={agreementError}
          onChange={(v) => {
            setAgreed(v);
            if (v) setAgreementError('');
          }}
        />
        <Button type="submit" variant="primary" block loading={signIn.pending} loadingText="登录中...">
          登录
        </Button>
      </form>
    </div>
  );
}
