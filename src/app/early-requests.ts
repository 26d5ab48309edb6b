// What index.html's inline script sends before the app has loaded (bundled into it by
// scripts/build/boot-script.ts), so the network works while the scripts arrive:
// - a returning partner on the earnings centre: the user info and the wallet at once, in
//   parallel with the scripts (the launch flow and the page take the answers up);
// - the pre-rendered login form: a tap on 获取验证码 with a valid mobile sends the code at once
//   and disables the button (the login page, when it hydrates, takes the answer up, and starts
//   the countdown or asks for the captcha as if the tap had been its own).
// The request wrapper reads every answer (src/api/early.ts).
import { EARLY_PATHS, sendEarly } from '../api/early';
import { isMobile } from '../lib/validators/phone';
import { countdownEnd, LOGIN_CODE_COUNTDOWN } from '../lib/code-countdown';

/** The stored user's id, as the wrapper's UserId header sends it ('' when none or unreadable). */
function storedUserId(): string {
  try {
    // no `?.`: ES2017 would spell it out at length in every first load
    const user = JSON.parse(localStorage.getItem('userInfo') || 'null');
    return user && user.id != null ? String(user.id) : '';
  } catch {
    return '';
  }
}

function sendCodeOnTap(doc: Document): void {
  doc.addEventListener(
    'click',
    (e) => {
      // once the login page has hydrated (it marks its form), its own handler answers
      const button =
        e.target instanceof Element ? e.target.closest('.login__form:not([data-hydrated]) .ui-code-btn') : null;
      const field = doc.querySelector<HTMLInputElement>('.login input[name="mobile"]');
      // a wrong number is the app's to explain, on the next tap; a running countdown, the app's to
      // show (the same tap starts the app: scripts/build/boot-script.ts)
      if (!(button instanceof HTMLButtonElement) || button.disabled || !field || !isMobile(field.value)) return;
      if (countdownEnd(LOGIN_CODE_COUNTDOWN) > Date.now()) return;
      // one tap, one code; the login page reads this mark to take the call up, and enables the
      // button again with its countdown
      button.disabled = true;
      sendEarly('POST', EARLY_PATHS.code, '', '', { mobile: field.value, scene: 'login' });
    },
    true,
  );
}

/**
 * `landing` is the landing page the address shows (the boot script knows the routes, so this
 * bundle does not carry the table of paths), `token` the stored one ('' when none).
 */
export function startEarlyRequests(doc: Document, landing: 'login' | 'home' | '', token: string): void {
  if (landing === 'login' && !token) sendCodeOnTap(doc);
  if (landing === 'home' && token) {
    const userId = storedUserId();
    sendEarly('GET', EARLY_PATHS.user, token, userId);
    sendEarly('GET', EARLY_PATHS.wallet, token, userId);
  }
}
