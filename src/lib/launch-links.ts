// The words that mark a link the launch flow sends elsewhere at once (DESIGN.md section 5), for
// the launch decision, the store QR check, src/main.tsx and the build's inline boot script alike.
// Imports nothing, so the first-load chunk and the build read it without the rest of the app.

/** In the hash of a one-click pay link (the page's own path names it too). */
export const ONE_CLICK_PAY_MARK = 'oneClickPay';

/** In a store QR link, beside its c, r and s parameters (src/lib/validators/storeQr.ts). */
export const STORE_QR_MARK = 'storeQrCode';

/**
 * A regular expression's source matching an address that may be sent elsewhere at launch: the
 * boot script shows the skeleton for it and main.tsx runs the launch flow before the page mounts.
 */
export const REDIRECTED_AT_LAUNCH = `${ONE_CLICK_PAY_MARK}|${STORE_QR_MARK}`;

export const mayRedirectAtLaunch = (href: string): boolean => new RegExp(REDIRECTED_AT_LAUNCH).test(href);
