// What one-click pay is for, from config `oneClickPay` (sanitized rich text), with a retry; led by
// who is paid, so the text never leaves the payer guessing where the money goes.
import { getConfig } from '../../../../api/common';
import { LoadState } from '../../../../ui/LoadState';
import { RichText } from '../../../../ui/RichText';
import { Skeleton } from '../../../../ui/Skeleton';
import { useResource } from '../../../../ui/useResource';

export function Explanation({ storeName }: { storeName?: string | null }) {
  const html = useResource(() => getConfig<string>('oneClickPay'), []);
  return (
    <>
      {storeName && (
        <p class="pay__payee-note">
          本次付款通过微信支付直接付给<b>{storeName}</b>，支付前请核对门店名称。
        </p>
      )}
      <LoadState resource={html} failedText="支付说明加载失败" skeleton={<Skeleton rows={3} />}>
        {(h) => <RichText html={h} />}
      </LoadState>
    </>
  );
}
