// What index.html's inline script sends before the app has loaded (bundled into it by
// scripts/build/boot-script.ts), so the network works while the scripts arrive:
// - a returning partner on the earnings centre: the user info and the wallet at once, in
//   parallel with the scripts (the launch flow and the page take the answers up);
// - the pre-rendered login form: a tap on 获取验证码 with a valid mobile sends the code at once
//   (the login page takes the answer up when it has hydrated, and starts the countdown or asks
//   for the captcha as if the tap had been its own).
// The request wrapper reads every answer (src/api/early.ts).
import { appHasTakenOver, EARLY_PATHS, sendEarly } from '../api/early';
import { isMobile } from '../lib/validators/phone';

/** The stored user's id, as the wrapper's UserId header sends it ('' when none or unreadable). */
function storedUserId(): string {
  try {
    const id = JSON.parse(localStorage.getItem('userInfo') || 'null')?.id;
    return id == null ? '' : String(id);
  } catch {
    return '';
  }
}

function sendCodeOnTap(doc: Document): void {
  doc.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element | null)?.closest?.('.login .ui-code-btn') as HTMLButtonElement | null;
      const field = doc.querySelector<HTMLInputElement>('.login input[name="mobile"]');
      if (!button || !field || button.disabled || appHasTakenOver()) return;
      // a wrong number is the app's to explain, on the next tap
      if (!isMobile(field.value)) return;
      // one tap, one code: the app enables it again with its countdown
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
