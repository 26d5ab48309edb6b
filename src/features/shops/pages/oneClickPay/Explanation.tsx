// What one-click pay is for, from config `oneClickPay` (sanitized rich text), with a retry; led by
// who is paid, so the text never leaves the payer guessing where the money goes. The page loads
// the text (with the payee: a failure of both is said once, above).
import { LoadState } from '../../../../ui/LoadState';
import { RichText } from '../../../../ui/RichText';
import { Skeleton } from '../../../../ui/Skeleton';
import type { Resource } from '../../../../ui/useResource';

export interface ExplanationProps {
  html: Resource<string>;
  storeName?: string | null;
}

export function Explanation({ html, storeName }: ExplanationProps) {
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
