// Toasts: one at a time in the middle of the screen; a loading toast masks the page against taps.
//   toast('已保存', { type: 'success' });  const close = toast.loading('提交中...'); close();
import { flashChannel } from './flash';
import { Loading } from './Loading';
import { useSignalValue } from './useSignalValue';
import './toast.css';

export type ToastType = 'info' | 'success' | 'error';

const channel = flashChannel<ToastType | 'loading'>();

export function toast(
  text: string,
  { type = 'info', duration = 2000 }: { type?: ToastType; duration?: number } = {},
): void {
  channel.show(text, type, duration);
}

/** Shows a spinner toast that blocks taps until the returned close() is called. */
toast.loading = (text = '加载中...'): (() => void) => channel.show(text, 'loading', 0);

export function ToastHost() {
  const t = useSignalValue(channel.current);
  if (!t) return null;
  return (
    <>
      {t.type === 'loading' && <div class="ui-toast-mask" />}
      <div key={t.id} class={`ui-toast ui-toast--${t.type}`} role={t.type === 'error' ? 'alert' : 'status'}>
        {t.type === 'loading' ? <Loading vertical>{t.text}</Loading> : t.text}
      </div>
    </>
  );
}
