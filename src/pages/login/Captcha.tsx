// The image captcha the server may ask for before it sends an SMS code. The typed text is
// checked with the server first, so a wrong one is corrected here and not on the SMS call.
import { useEffect, useState } from 'react';
import { Field } from '../../ui/Field';
import { getCaptcha, validateCaptcha } from '../../api/common';

export interface CaptchaAnswer {
  captchaKey: string;
  captcha: string;
}

export interface CaptchaProps {
  onAnswer: (answer: CaptchaAnswer | null) => void;
}

export function Captcha({ onAnswer }: CaptchaProps) {
  const [image, setImage] = useState<{ captchaKey: string; image: string } | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

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
      value={text}
      onInput={check}
      error={error}
      maxLength={4}
      autoComplete="off"
      placeholder="请输入右侧字符，再获取验证码"
      suffix={
        <button type="button" class="login__captcha" onClick={refresh} aria-label="看不清，换一张">
          {image && <img src={image.image} alt="图形验证码" width={96} height={36} />}
        </button>
      }
    />
  );
}
