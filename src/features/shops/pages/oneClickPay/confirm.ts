// After WeChat's sheet says ok, the backend decides: ask for the order's state a few times over
// about five seconds, and stop as soon as it is paid or failed. Still open after that is
// "being confirmed", never paid.
import { payOrderState, type PayOrder } from '../../../../api/pay';

/** How often and how far apart to ask; tests shorten the wait. */
export const CONFIRM = { tries: 5, waitMs: 1000 };

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The order's last known state: paid or failed when the backend said so, else open (or null if never answered). */
export async function confirmPayment(orderNo: string, payerToken: string): Promise<PayOrder | null> {
  let last: PayOrder | null = null;
  for (let i = 0; i < CONFIRM.tries; i++) {
    if (i > 0) await wait(CONFIRM.waitMs);
    try {
      last = await payOrderState(orderNo, payerToken, true);
    } catch {
      // a lost answer is not a verdict: ask again
      continue;
    }
    if (last.state !== 'open') return last;
  }
  return last;
}
