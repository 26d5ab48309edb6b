// The one inline script of index.html and the skeleton it may show: what runs before the first
// paint, kept small and in one place so its Content-Security-Policy hash is computed from it.
import * as esbuild from 'esbuild';
import { PAGE } from '../../src/app/paths.ts';
import { REDIRECTED_AT_LAUNCH } from '../../src/lib/launch-links.ts';
import { FIELD_ERRORS_EARLY, reporterFile } from './field-errors.ts';
import { FLOOR_TEST, MODULE_KERNELS } from './floor.ts';

// A returning user (a stored token), a visit to another route and a one-click-pay or store-QR
// link must never see the pre-rendered login form: this skeleton covers #app until the app
// renders the page (src/main.tsx removes the class). A light SVG, so it counts as a paint.
const SKELETON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 375 320'><g fill='%23e9ebef'>" +
  "<rect x='16' y='16' width='343' height='148' rx='12'/>" +
  "<rect x='16' y='188' width='160' height='16' rx='4'/>" +
  "<rect x='16' y='220' width='343' height='16' rx='4'/>" +
  "<rect x='16' y='252' width='300' height='16' rx='4'/></g></svg>";
// The withdrawable figure the inline script writes on the wallet card's place
// (src/app/early-requests.ts), with its label, until the app renders the page.
const FIGURE_CSS =
  'html.skel #app>.skel-figure{display:block;position:absolute;top:8vw;left:9vw;font:600 30px sans-serif}' +
  '.skel-figure:before{content:"可提现（元）";display:block;font:13px/2 sans-serif}';
export const SKELETON_CSS =
  'html.skel #app>*{display:none}' +
  FIGURE_CSS +
  `html.skel #app{min-height:100vh;background:#fff url("data:image/svg+xml,${SKELETON_SVG}") no-repeat 0 0/100% auto}`;

/** How long the pre-rendered login form waits for a first touch before it starts the app anyway. */
export const LOGIN_IDLE_START_MS = 3000;

/**
 * How long the app's scripts, once fetched, may wait to run for a returning partner's figure to
 * show on the skeleton (src/app/early-requests.ts): a slow wallet answer does not hold the app.
 */
export const FIGURE_FIRST_MS = 1000;

/** What the inline script bundles: the calls it sends before the app has loaded. */
export const EARLY_REQUESTS = 'src/app/early-requests.ts';

/** The old kernels' script (legacy-script.ts) and the test that says a kernel needs it not. */
export interface LegacyScript {
  file: string;
  /** true where no polyfill is needed (polyfills.ts) */
  test: string;
}

/**
 * The inline script, in <head> before anything paints. It
 * - on a kernel below the floor (floor.ts) or one that lacks what the polyfills supply, loads the
 *   old kernels' script first (a parser-blocking script: it runs before the rest of the page, so
 *   before the app's), and below the floor does nothing else (that script shows the update page);
 * - decides login form (and its title) or skeleton (class `skel` on <html>), with the rule of
 *   src/main.tsx (a link sent elsewhere at launch: REDIRECTED_AT_LAUNCH of src/lib/launch-links.ts);
 * - starts the calls that need no script of the app (src/app/early-requests.ts, bundled in): a
 *   returning partner's user info and wallet, the code of a 获取验证码 tapped before the app loads;
 * - keeps a form from submitting natively (the app submits by script; before the scripts
 *   arrive, Enter or 登录 would reload with the mobile number in the URL), and starts the app
 *   (the login page acts on that submit: src/app/early-requests.ts);
 * - starts the app (`entry`) and preloads it with the chunks of the landing page in the address
 *   (`preloads`: route path → files); on a returning partner's earnings centre the scripts, once
 *   fetched, run after the figure shows on the skeleton (at most FIGURE_FIRST_MS later):
 *   - on the pre-rendered login form, at the first tap on anything but a text field (获取验证码,
 *     the agreement, 登录, a link), a submit, a change of address, or LOGIN_IDLE_START_MS after the
 *     page has loaded, whichever comes first. The form shows, takes typing and sends 获取验证码
 *     with the HTML alone, so the scripts need not hold the phone's main thread while the partner
 *     first types and taps: on a 4x slower CPU their evaluation and the hydration are long tasks
 *     of up to 180 ms each, which a keystroke or a tap would wait behind. A partner who only looks
 *     gets them a little later (WeChat's share card for the page, the service worker). Measured
 *     with `npm run bench`: the time and the requests before the code request leaves, and
 *     Lighthouse's Total Blocking Time on the login route;
 *   - elsewhere (the skeleton shows), once the page is parsed and has painted. Not sooner: on a
 *     slow network and CPU, scripts fetched and run during the first load hold back the first
 *     paint.
 * `define` is the app build's (the API base and the version the early calls send).
 */
export async function bootScript(
  preloads: Record<string, string[]>,
  entry: string,
  title: string,
  define: Record<string, string>,
  legacy: LegacyScript,
): Promise<string> {
  const script = [
    `import { startEarlyRequests } from './${EARLY_REQUESTS}';`,
    `import { catchFieldErrors } from './${FIELD_ERRORS_EARLY}';`,
    // first: what fails from here on is reported (scripts/build/field-errors.ts)
    `catchFieldErrors(${JSON.stringify(reporterFile(entry))});`,
    '((d,l,m)=>{',
    // below the floor the old kernels' script is all that runs (the update page); above it, a kernel
    // that lacks a polyfilled API fetches it beside the pre-rendered form, never in front of it, and
    // the app's chunk waits for it (g)
    `var o=${FLOOR_TEST},L=${JSON.stringify(legacy.file)},g;if(!o){d.write('<script src='+L+'><\\/script>');return}`,
    `if(!(${legacy.test}))g=new Promise(y=>{var s=d.createElement('script');s.src=L;s.onload=s.onerror=y;`,
    'd.head.appendChild(s)});',
    `var p=l.hash.slice(1).split('?')[0].replace(/\\/+$/,'')||${JSON.stringify(PAGE.login)},t,r;`,
    "try{t=localStorage.getItem('token')||''}catch(e){t=''}",
    `r=/${REDIRECTED_AT_LAUNCH}/.test(l.href);`,
    `if(p!=${JSON.stringify(PAGE.login)}||t||r)d.documentElement.className='skel';`,
    `else d.title=${JSON.stringify(title)};`,
    `var w=startEarlyRequests(d,r?'':p==${JSON.stringify(PAGE.login)}?'login':`,
    `p==${JSON.stringify(PAGE.home)}?'home':'',t);`,
    "d.addEventListener('submit',e=>{e.preventDefault();go()});",
    'function go(){if(go.d)return;go.d=1;',
    `[${JSON.stringify(entry)}].concat(m[p]||[]).forEach(f=>{var k=d.createElement('link');`,
    "k.rel='modulepreload';k.href=f;d.head.appendChild(k)});",
    `Promise.race([w,new Promise(y=>setTimeout(y,${FIGURE_FIRST_MS}))]).then(()=>g).then(()=>{`,
    `var s=d.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};d.body.appendChild(s)})}`,
    "if(d.documentElement.className)d.addEventListener('DOMContentLoaded',()=>",
    'requestAnimationFrame(()=>setTimeout(go)));',
    "else{d.addEventListener('click',e=>{var i=e.target;if(i.tagName!='INPUT'||i.type=='checkbox')go()},!0);",
    `addEventListener('hashchange',go);addEventListener('load',()=>setTimeout(go,${LOGIN_IDLE_START_MS}))}`,
    `})(document,location,${JSON.stringify(preloads)})`,
  ].join('\n');
  const built = await esbuild.build({
    stdin: { contents: script, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: MODULE_KERNELS,
    // Safari before 13 caches tagged templates wrongly, so esbuild writes every template as
    // concat() for it; this script has no tagged one, and every kernel with modules reads templates
    supported: { 'template-literal': true },
    charset: 'utf8',
    // it runs before any polyfill, also where globalThis is not (Chrome 71): a page's is window
    define: { ...define, globalThis: 'window' },
    legalComments: 'none',
  });
  // a trailing newline would only be one more byte in every first load
  return built.outputFiles[0].text.trim();
}
