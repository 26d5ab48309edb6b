// What the bench reads in the page: the moments (each the start of the frame that paints the
// thing) and the requests that left before a moment, from Resource Timing.

// Written before the page loads.
export const PROBES = `
  (function () {
    var t = (window.__t = {});
    // the skeleton (html.skel) hides the app's nodes, so what is seen has boxes
    function visible(el) { return !!el && el.getClientRects().length > 0; }
    function frame() {
      var now = performance.now();
      var input = document.querySelector('input[name="mobile"]');
      if (t.input === undefined && visible(input) && !input.disabled) t.input = now;
      if (t.attached === undefined && input && input.l) t.attached = now;
      var amount = document.querySelector('.home-wallet__amount');
      var shown = visible(amount) && /\\d/.test(amount.textContent);
      if (t.figure === undefined && shown) t.figure = now;
      // the figure gone again once shown (the app rendering over the inline one without it)
      if (t.figure !== undefined && !shown && t.figureGone === undefined) t.figureGone = now;
      // the app's page in place of the skeleton (src/main.tsx), once the figure showed
      if (t.figure !== undefined && t.rendered === undefined && !document.documentElement.classList.contains('skel'))
        t.rendered = now;
      requestAnimationFrame(frame);
    }
    requestAnimationFrame(frame);
  })();`;

export type Timings = {
  fcp: number;
  input?: number;
  attached?: number;
  figure?: number;
  /** the first frame, after the figure showed, without it (undefined: it stayed) */
  figureGone?: number;
  /** the app's page in place of the skeleton (the earnings centre) */
  rendered?: number;
  /** when the 获取验证码 request left */
  code?: number;
  /** requests started before the moment the run is about: the app's files (the page and its
   * chunks), API calls, the rest (icons, images the answers name), and transferred KB (all) */
  requests?: number;
  api?: number;
  other?: number;
  kb?: number;
};

/**
 * In the page, a string (tsx would wrap an inner function in a helper the page lacks): the
 * requests that started before `moment` ms, the app's files (the document and its chunks: what
 * DESIGN.md's request budgets count), API calls and the rest apart, and their transferred KB.
 */
export const requestsBefore = (moment: string) => `(() => {
  const at = ${moment};
  const before = performance.getEntriesByType('resource').filter((e) => e.startTime < at);
  const kind = (e) => new URL(e.name).pathname.split('/')[1];
  const files = before.filter((e) => kind(e) === 'chunks').length;
  const api = before.filter((e) => kind(e) === 'api').length;
  const nav = performance.getEntriesByType('navigation')[0];
  const bytes = before.reduce((s, e) => s + (e.transferSize || 0), nav ? nav.transferSize : 0);
  return { requests: files + 1, api, other: before.length - files - api, kb: bytes / 1024 };
})()`;

/** When the 获取验证码 request started (Resource Timing), or undefined. */
export const CODE_REQUEST_AT = `(() => {
  const e = performance.getEntriesByType('resource').find((r) => r.name.includes('/getVerifyCode'));
  return e ? e.startTime : undefined;
})()`;
