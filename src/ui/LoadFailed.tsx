// The one way a failed load shows, on every screen: the picture (no network, or an error), what
// failed and why, and one 重新加载 that loads again what failed. Announced once (role=alert); the
// request wrapper leaves its toast out for such loads (lib/shown-in-place.ts). LoadFailedLine says
// the same in one line, where a picture would take too much room (a list's next page, one part
// of a page that shows the rest).
import { Button } from './Button';
import { Empty } from './Empty';
import { online } from './online';
import './LoadFailed.css';

const RETRY_TEXT = '重新加载';

export interface LoadFailedProps {
  /** what failed, e.g. 银行卡加载失败; the reason follows it */
  what?: string;
  /** why: the server's message, or 网络信号丢失 */
  reason?: string;
  onRetry: () => void;
}

/** The sentence of a failed load, the same wherever one shows: what failed, then why. */
export const failedSentence = (what = '加载失败', reason?: string): string => (reason ? `${what}：${reason}` : what);

export function LoadFailed({ what = '加载失败', reason, onRetry }: LoadFailedProps) {
  return (
    <div role="alert" class="ui-load-failed">
      <Empty kind={online.value ? 'error' : 'network'} text={failedSentence(what, reason)}>
        <Button variant="primary" onClick={onRetry}>
          {RETRY_TEXT}
        </Button>
      </Empty>
    </div>
  );
}

export interface LoadFailedLineProps extends LoadFailedProps {
  class?: string;
}

export function LoadFailedLine({ what, reason, onRetry, class: cls }: LoadFailedLineProps) {
  return (
    <p role="alert" class={cls ? `ui-load-failed-line ${cls}` : 'ui-load-failed-line'}>
      <span>{failedSentence(what, reason)}</span>
      <button type="button" onClick={onRetry}>
        {RETRY_TEXT}
      </button>
    </p>
  );
}
