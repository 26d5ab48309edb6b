// What index.html's inline script sends before the app has loaded (bundled into it by
// scripts/build/boot-script.ts), so the network works while the scripts arrive:
// - a returning partner on the earnings centre: the user info and the wallet at once, in
//   parallel with the scripts (the launch flow and the page take the answers up); the withdrawable
//   figure shows on the skeleton as soon as the wallet answers, the app rendering over it;
// - the pre-rendered login form: a tap on 获取验证码 with a valid mobile sends the code at once
//   and disables the button (the login page, when it hydrates, takes the answer up, and starts
//   the countdown or asks for the captcha as if the tap had been its own); any tap on 获取验证码
//   or 登录 is handed to the login page, which acts on it when it hydrates.
// The request wrapper reads every answer (src/api/early.ts).
import { EARLY_PATHS, sendEarly } from '../api/early';
import { isMobile } from '../lib/validators/phone';
import { countdownEnd, LOGIN_CODE_COUNTDOWN } from '../lib/code-countdown';
import { formatYuan } from '../lib/money';

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

/** The pre-rendered login form until the login page has hydrated it (the page marks its form). */
const PRE_RENDERED_FORM = '.login__form:not([data-hydrated])';

/**
 * What the login form's taps do before the app: such a tap also starts the app
 * (scripts/build/boot-script.ts), and the form's `data-tapped` tells the login page, when it
 * hydrates, to act on it as on its own tap: `code` (获取验证码: take the code sent here up, or
 * explain a wrong number), `submit` (登录: check the fields and sign in).
 */
function takeLoginTaps(doc: Document): void {
  doc.addEventListener(
    'click',
    (e) => {
      // a click's target is an element (a disabled button is sent no click)
      const button = (e.target as Element).closest<HTMLButtonElement>(`${PRE_RENDERED_FORM} .ui-code-btn`);
      // biome-ignore lint/complexity/useOptionalChain: ES2017 would spell `?.` out in every first load
      const form = button && button.closest('form');
      if (!button || !form) return;
      form.setAttribute('data-tapped', 'code');
      const field = form.querySelector<HTMLInputElement>('input[name="mobile"]');
      // a wrong number is the app's to explain; a running countdown, the app's to show
      if (!field || !isMobile(field.value) || countdownEnd(LOGIN_CODE_COUNTDOWN) > Date.now()) return;
      // one tap, one code: the button stays disabled until the login page takes the call up
      button.disabled = true;
      sendEarly('POST', EARLY_PATHS.code, '', '', { mobile: field.value, scene: 'login' });
    },
    true,
  );
  doc.addEventListener('submit', (e) => {
    const form = e.target as Element;
    if (form.matches(PRE_RENDERED_FORM)) form.setAttribute('data-tapped', 'submit');
  });
}

/**
 * The withdrawable figure on the skeleton, from the wallet's early answer (a clone: the page reads
 * the answer itself), where the skeleton draws the wallet card, its label and look in SKELETON_CSS
 * (scripts/build/boot-script.ts): a returning partner sees it without waiting for the scripts, on
 * a slow phone most of a second sooner (npm run bench). A child of #app, which the app empties when
 * it renders the page (src/main.tsx); nothing once it has.
 */
function showFigure(doc: Document, wallet: Promise<Response>): Promise<void> {
  return (
    wallet
      .then((r) => r.clone().json())
      .then((body: { data?: { withdrawableFen?: number } }) => {
        // biome-ignore lint/complexity/useOptionalChain: ES2017 would spell `?.` out in every first load
        const fen = body.data && body.data.withdrawableFen;
        // #app is in the page before this script's answers can be
        if (typeof fen !== 'number' || doc.documentElement.className !== 'skel') return;
        const figure = doc.createElement('p');
        figure.className = 'home-wallet__amount skel-figure';
        figure.textContent = formatYuan(fen);
        doc.getElementById('app')!.append(figure);
      })
      // a failed call is the wrapper's to handle, when it takes the call up
      .catch(() => {})
  );
}

/**
 * `landing` is the landing page the address shows (the boot script knows the routes, so this
 * bundle does not carry the table of paths), `token` the stored one ('' when none). Returns, on a
 * returning partner's earnings centre, when the figure is on the skeleton (or its call failed):
 * the boot script runs the app's scripts after that, so their evaluation (long tasks on a slow
 * phone) does not hold the figure back; the page waits for that answer to render anyway.
 */
export function startEarlyRequests(
  doc: Document,
  landing: 'login' | 'home' | '',
  token: string,
): Promise<void> | undefined {
  if (landing === 'login' && !token) takeLoginTaps(doc);
  if (landing === 'home' && token) {
    const userId = storedUserId();
    sendEarly('GET', EARLY_PATHS.user, token, userId);
    return showFigure(doc, sendEarly('GET', EARLY_PATHS.wallet, token, userId));
  }
}
