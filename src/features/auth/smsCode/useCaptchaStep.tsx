// The image captcha step before an SMS code, one piece for every page that sends a code (登录,
// 添加银行卡, 签约). After a few codes an hour the server answers NEED_CAPTCHA instead of sending:
// then the captcha field shows (its code fetched only then), and the next send carries the
// answer the partner solved. The page puts `field` above its code row and sends through `send`.
import { useState } from 'react';
import type { ComponentType } from 'preact';
import type { CaptchaAnswer } from '../../../api/common';
import { NEED_CAPTCHA } from '../../../api/need-captcha';
import { toast } from '../../../ui/toast';
import type { CaptchaFieldProps } from './CaptchaField';

// ApiError's code, read without importing the request layer: the login page sends through this
// before that layer is loaded, and its first load must stay without it
const asksForCaptcha = (e: unknown) => (e as { code?: unknown } | null)?.code === NEED_CAPTCHA;

export function useCaptchaStep() {
  const [CaptchaField, setCaptchaField] = useState<ComponentType<CaptchaFieldProps> | null>(null);
  const [answer, setAnswer] = useState<CaptchaAnswer | null>(null);
  // each time the server asks, a fresh field: its image may have expired or been used
  const [asked, setAsked] = useState(0);

  /** Sends a code with the answer when there is one; true when it went (the countdown starts). */
  async function send(sendCode: (answer: CaptchaAnswer | null) => Promise<unknown>): Promise<boolean> {
    if (CaptchaField && !answer) {
      toast('请先输入正确的图形验证码');
      return false;
    }
    try {
      await sendCode(answer);
      // also replaces the toast of a refused send still showing
      toast('验证码已发送');
      setCaptchaField(null);
      setAnswer(null);
      return true;
    } catch (e) {
      if (asksForCaptcha(e)) {
        setAnswer(null);
        setAsked((n) => n + 1);
        import('./CaptchaField').then(
          (m) => setCaptchaField(() => m.CaptchaField),
          () => toast('图形验证码加载失败，请重试'),
        );
      }
      return false;
    }
  }

  return { send, field: CaptchaField && <CaptchaField key={asked} onAnswer={setAnswer} /> };
}
