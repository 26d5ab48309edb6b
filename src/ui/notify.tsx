// Notify: a bar at the top of the screen for 3 s, for news that must not cover the page.
import { flashChannel } from './flash';
import { useSignalValue } from './useSignalValue';
import './notify.css';

export type NotifyType = 'info' | 'success' | 'warning' | 'error';

const channel = flashChannel<NotifyType>();

export function notify(text: string, type: NotifyType = 'error'): void {
  channel.show(text, type, 3000);
}

export function NotifyHost() {
  const n = useSignalValue(channel.current);
  if (!n) return null;
  return (
    <div key={n.id} class={`ui-notify ui-notify--${n.type}`} role={n.type === 'error' ? 'alert' : 'status'}>
      {n.text}
    </div>
  );
}
