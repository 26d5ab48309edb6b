// The "send SMS code" button: 60 s countdown (获取验证码 / N秒重新获取 / 重新获取). The end time
// is kept under `storageKey` (lib/code-countdown.ts).
import { useEffect, useState } from 'react';
import { countdownEnd, keepCountdownEnd } from '../lib/code-countdown';
import './CodeButton.css';

export interface CodeButtonProps {
  /** e.g. 'code:login'; one key per place a code is sent from */
  storageKey: string;
  /** sends the code; true starts the countdown (false: the send failed, try again at once) */
  onSend: () => Promise<boolean>;
  disabled?: boolean;
  seconds?: number;
  /** sends at once, as if tapped: the tap came before the page could act on it (the login form) */
  sendAtMount?: boolean;
}

const secondsLeft = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

export function CodeButton({ storageKey, onSend, disabled, seconds = 60, sendAtMount }: CodeButtonProps) {
  const [endsAt, setEndsAt] = useState(() => countdownEnd(storageKey));
  const [sending, setSending] = useState(false);
  const [, tick] = useState(0);
  const left = secondsLeft(endsAt);

  useEffect(() => {
    if (!left) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [endsAt, left > 0]);

  async function send() {
    setSending(true);
    const started = await onSend().catch(() => false);
    setSending(false);
    if (!started) return;
    setEndsAt(keepCountdownEnd(storageKey, Date.now() + seconds * 1000));
  }

  useEffect(() => {
    // a countdown kept over a reload still runs: the tap would have been refused
    if (sendAtMount && !left) send();
  }, []);

  return (
    <button type="button" class="ui-code-btn" disabled={disabled || sending || left > 0} onClick={send}>
      {left ? `${left}秒重新获取` : endsAt ? '重新获取' : '获取验证码'}
    </button>
  );
}
