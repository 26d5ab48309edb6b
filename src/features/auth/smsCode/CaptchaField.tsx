// The image captcha the server may ask for before it sends an SMS code. The typed text is
// checked with the server first, so a wrong one is corrected here and not on the SMS call.
// Loaded only when the server asks (useCaptchaStep), so no page carries it in its first load.
import { useEffect, useRef, useState } from 'react';
import { Field } from '../../../ui/Field';
import { type CaptchaAnswer, type CaptchaImage, getCaptcha, validateCaptcha } from '../../../api/common';
import './captcha.css';

export interface CaptchaFieldProps {
  /** the checked answer, or null while there is none (a new image, a wrong or half-typed text) */
  onAnswer: (answer: CaptchaAnswer | null) => void;
}

export function CaptchaField({ onAnswer }: CaptchaFieldProps) {
  const [image, setImage] = useState<CaptchaImage | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // it appears when a send was refused: the partner's next step is typing here, so it is focused and
  // scrolled to the middle of the screen, clear of a page's fixed footer (focus alone scrolled 签约's
  // field just to the screen's edge, under its 确认签署, and typing there showed nothing)
  const input = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  useEffect(() => {
    input.current?.focus({ preventScroll: true });
    input.current?.scrollIntoView({ block: 'center' });
  }, []);

  const refresh = () => {
    setText('');
    onAnswer(null);
    getCaptcha().then(setImage, () => setError('图形验证码加载失败，请点击图片重试'));
  };
  useEffect(refresh, []);

  async function check(value: string) {
    setText(value);
    setError(null);
    onAnswer(null);
    if (value.length !== 4 || !image) return;
    try {
      await validateCaptcha({ captchaKey: image.captchaKey, captcha: value });
      onAnswer({ captchaKey: image.captchaKey, captcha: value });
    } catch {
      setError('图形验证码错误，请重新输入');
      refresh();
    }
  }

  return (
    <Field
      label="图形验证码"
      name="captcha"
      value={text}
      onInput={check}
      error={error}
      maxLength={4}
      autoComplete="off"
      placeholder="请输入图中字符"
      inputRef={input}
      suffix={
        <button type="button" class="captcha-field__image" onClick={refresh} aria-label="看不清，换一张">
          {image && <img src={image.image} alt="图形验证码" width={96} height={36} />}
        </button>
      }
    />
  );
}
