// Who is paid, shown on arrival before anything else: the link's store by name (a store that does
// not exist says so; why it cannot take the payment is the page's message under the explanation).
// `failedText`: what the failure names (the page's whole load when the explanation failed too).
import type { Payee } from '../../../../api/pay';
import { LoadState } from '../../../../ui/LoadState';
import { Skeleton } from '../../../../ui/Skeleton';
import type { Resource } from '../../../../ui/useResource';

export function PayeeCard({ payee, failedText }: { payee: Resource<Payee | null>; failedText: string }) {
  return (
    <section class="pay__card pay__payee" aria-label="收款方">
      <LoadState resource={payee} failedText={failedText} skeleton={<Skeleton rows={1} />}>
        {(p) => (
          <>
            <p class="pay__label">收款门店</p>
            <p class={`pay__payee-name${p?.payable ? '' : ' is-off'}`}>{p?.storeName ?? '门店不存在'}</p>
          </>
        )}
      </LoadState>
    </section>
  );
}
