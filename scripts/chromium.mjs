// Where Chromium is: Debian's, unless CHROMIUM_PATH says otherwise. scripts/test.mjs skips the
// browser stage without it; the browser journeys and the bench launch it.
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
