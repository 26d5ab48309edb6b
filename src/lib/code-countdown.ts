// Where an SMS code button keeps the end of its countdown: sessionStorage, so a re-render,
// leaving the page or a reload does not let the user ask again early. Read by ui/CodeButton.tsx
// and by index.html's inline script (src/app/early-requests.ts), which must not send a code
// the server would refuse as too soon.

/** The login form's key (one key per place a code is sent from). */
export const LOGIN_CODE_COUNTDOWN = 'code:login';

/**
 * The countdown's end (ms since the epoch, 0 when none), after keeping `end` if given.
 * sessionStorage can be refused (private mode): then the countdown lives in memory only.
 */
export function countdownEnd(key: string, end?: number): number {
  try {
    if (end) sessionStorage.setItem(key, String(end));
    return Number(sessionStorage.getItem(key)) || 0;
  } catch {
    return end || 0;
  }
}
