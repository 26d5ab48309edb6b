// The last answer of each read a page made (useResource, the first page of usePagedList), kept in
// memory for the session so a page visited before shows its content within the frame and asks
// again in the background (without it, a page visited again over a slow network waited a round trip).
// DESIGN.md section 6 wants pages to keep their own state and nothing else global: this store is
// the one deliberate exception, for that speed, and it is held to three rules:
// - one partner never sees another's answers: the shell calls forgetKeptAnswers() on every change
//   of token (sign-out, a 401, another user signing in), and an answer asked for before that
//   change is not kept after it;
// - bounded: one answer per read, the MAX_KEPT most recently used reads (the heap after visiting
//   every route twice stays near the first pass);
// - a kept answer is only ever shown until the fresh one comes: the hooks always ask again.

/** How many reads keep their last answer. */
export const MAX_KEPT = 30;

const kept = new Map<string, unknown>();
let session = 0;

/**
 * The key of a read: the page's address, the loader's source (its call site) and its deps; none
 * when the deps cannot be written down (the read is then simply not kept).
 */
export function readKey(load: (...args: never[]) => unknown, deps: unknown[]): string | undefined {
  try {
    return `${location.hash}\n${String(load)}\n${JSON.stringify(deps)}`;
  } catch {
    return undefined;
  }
}

/** The kept answer of a read, which becomes the most recently used. */
export function keptAnswer<T>(key: string | undefined): T | undefined {
  if (key === undefined || !kept.has(key)) return undefined;
  const answer = kept.get(key) as T;
  kept.delete(key);
  kept.set(key, answer);
  return answer;
}

/** Which session an answer is asked for in: pass it to keepAnswer when the answer comes. */
export const keptSession = () => session;

/** Keeps a read's answer, unless the session it was asked for in has ended since. */
export function keepAnswer(key: string | undefined, answer: unknown, askedIn: number): void {
  if (key === undefined || askedIn !== session) return;
  kept.delete(key);
  kept.set(key, answer);
  for (const oldest of kept.keys()) {
    if (kept.size <= MAX_KEPT) break;
    kept.delete(oldest);
  }
}

/** Drops one read's kept answer (useResource's forget). */
export function forgetAnswer(key: string | undefined): void {
  if (key !== undefined) kept.delete(key);
}

/** Drops every kept answer and ends the session answers are kept for. */
export function forgetKeptAnswers(): void {
  kept.clear();
  session++;
}

/**
 * Whether a fresh answer says what the one shown says: then the page renders nothing again (the
 * usual revisit, where a second render of every row came as the page had just opened). Answers are
 * JSON, as they came over the wire.
 */
export function sameAnswer(shown: unknown, fresh: unknown): boolean {
  return JSON.stringify(shown) === JSON.stringify(fresh);
}

/** How many reads have an answer kept (for tests). */
export const keptCount = () => kept.size;
