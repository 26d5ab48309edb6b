// What one-click pay is for, from config `oneClickPay` (sanitized rich text), with a retry.
import { getConfig } from '../../../../api/common';
import { LoadState } from '../../../../ui/LoadState';
import { RichText } from '../../../../ui/RichText';
import { Skeleton } from '../../../../ui/Skeleton';
import { useResource } from '../../../../ui/useResource';

export function Explanation() {
  const html = useResource(() => getConfig<string>('oneClickPay'), []);
  return (
    <LoadState resource={html} failedText="支付说明加载失败" skeleton={<Skeleton rows={3} />}>
      {(h) => <RichText html={h} />}
    </LoadState>
  );
}
