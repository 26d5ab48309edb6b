// The mock's store review, so the screens show progress without anyone reviewing: a store the
// user (re)submitted moves 0 applied → 1 reviewing after REVIEW_STEP_MS and → 2 approved after
// another step. It happens when the store is read (list, detail, home), from `reviewClockAt`;
// seed stores have no clock and stay as seeded.
import type { StoreRow } from '../schema';

export const REVIEW_STEP_MS = 3000;

/** Starts the clock: status 0 now, or 1 (re-submitted after a rejection) one step in. */
export function startReviewClock(row: StoreRow, status: 0 | 1, now = Date.now()): void {
  row.status = status;
  row.reviewClockAt = new Date(status === 0 ? now : now - REVIEW_STEP_MS).toISOString();
}

/** Moves `row` as far as its clock allows; true when it changed. */
export function advanceReview(row: StoreRow, now = Date.now()): boolean {
  if (!row.reviewClockAt || (row.status !== 0 && row.status !== 1)) return false;
  const steps = Math.floor((now - Date.parse(row.reviewClockAt)) / REVIEW_STEP_MS);
  const status = Math.min(2, steps) as 0 | 1 | 2;
  if (status <= row.status) return false;
  row.status = status;
  if (status === 2) row.reviewClockAt = null;
  return true;
}
