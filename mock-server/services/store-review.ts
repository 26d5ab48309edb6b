// The mock's store review, so the screens show progress without anyone reviewing: a store the
// user (re)submitted moves 0 applied → 1 reviewing after one step and is decided after another,
// by the server's chosen outcome: approved (2, the default), rejected (4, with REJECT_REASON), or
// held in 1 until the outcome changes. It happens when the store is read (list, detail, home),
// from `reviewClockAt`; seed stores have no clock and stay as seeded.
import type { StoreRow } from '../schema';

/** One review step by default; a developer or a journey may shorten it (POST /__mock/review). */
export const REVIEW_STEP_MS = 3000;

export const REVIEW_OUTCOMES = ['approve', 'reject', 'hold'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];
export const isReviewOutcome = (v: unknown): v is ReviewOutcome =>
  typeof v === 'string' && (REVIEW_OUTCOMES as readonly string[]).includes(v);

export const REJECT_REASON = '门店照片不清晰，请重新上传门头和店内照片';

/** How this server's review decides; kept in the server's context, changed by /__mock/review. */
export interface ReviewSettings {
  outcome: ReviewOutcome;
  stepMs: number;
}

export const defaultReview = (): ReviewSettings => ({ outcome: 'approve', stepMs: REVIEW_STEP_MS });

/** Starts the clock: status 0 now, or 1 (re-submitted after a rejection) one step in. */
export function startReviewClock(row: StoreRow, status: 0 | 1, stepMs: number, now = Date.now()): void {
  row.status = status;
  row.reviewClockAt = new Date(status === 0 ? now : now - stepMs).toISOString();
}

/** Moves `row` as far as its clock and the outcome allow; true when it changed. */
export function advanceReview(row: StoreRow, review: ReviewSettings, now = Date.now()): boolean {
  if (!row.reviewClockAt || (row.status !== 0 && row.status !== 1)) return false;
  const steps = Math.floor((now - Date.parse(row.reviewClockAt)) / review.stepMs);
  if (steps < 1) return false;
  if (steps === 1 || review.outcome === 'hold') {
    if (row.status === 1) return false;
    row.status = 1;
    return true;
  }
  row.status = review.outcome === 'approve' ? 2 : 4;
  if (row.status === 4) row.reason = REJECT_REASON;
  row.reviewClockAt = null;
  return true;
}
