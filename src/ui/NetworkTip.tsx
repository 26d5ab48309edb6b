// The "网络信号丢失" bar, shown while the browser is offline.
import { online } from './online';
import { useSignalValue } from './useSignalValue';
import './NetworkTip.css';

export function NetworkTip() {
  if (useSignalValue(online)) return null;
  return (
    <div class="ui-network-tip" role="alert">
      网络信号丢失
    </div>
  );
}
