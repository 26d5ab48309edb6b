// Where an SMS code button keeps the end of its countdown: sessionStorage, so a re-render,
// leaving the page or a reload does not let the user ask again early. Read by ui/CodeButton.tsx
// and by index.html's inline script (src/app/early-requests.ts), which must not send a code
// the server would refuse as too soon.

/** The login form's key (one key per place a code is sent from). */
export const LOGIN_CODE_COUNTDOWN = 'code:login';

// sessionStorage can be refused (private mode): then the countdown lives in memory only (the
// caller keeps the end it gave).

/** The countdown's end (ms since the epoch), 0 when none or unreadable. */
export function countdownEnd(key: string): number {
  try {
    return Number(sessionStorage.getItem(key)) || 0;
  } catch {
    return 0;
  }
}

/** Keeps the countdown's end; returns it. */
export function keepCountdownEnd(key: string, end: number): number {
  try {
    sessionStorage.setItem(key, String(end));
  } catch {
    // memory only
  }
  return end;
}
