// What one-click pay is for, from config `oneClickPay` (sanitized rich text), with a retry.
import { useEffect, useState } from 'react';
import { getConfig } from '../../api/common';
import { RichText } from '../../ui/RichText';
import { Skeleton } from '../../ui/Skeleton';

export function Explanation() {
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  function load() {
    setFailed(false);
    getConfig<string>('oneClickPay').then(setHtml, () => setFailed(true));
  }
  useEffect(load, []);

  if (failed) {
    return (
      <p class="pay__note">
        支付说明加载失败，
        <button type="button" class="pay__retry" onClick={load}>
          点此重试
        </button>
      </p>
    );
  }
  return html == null ? <Skeleton rows={3} /> : <RichText html={html} />;
}
