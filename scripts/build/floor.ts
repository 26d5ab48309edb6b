// The oldest kernels the app runs on, as a test a page can make: the browserslist floor (chrome 66,
// ios_saf 14.5) as features those versions were the first to have. A kernel that fails it gets the
// update page (scripts/build/legacy-script.ts); test/scripts/build/floor.test.ts holds the table to
// package.json's list with browser-compat-data.

/** Each feature of the test: the expression, and browser-compat-data's key of what it reads. */
export const FLOOR_FEATURES: { test: string; key: string }[] = [
  // Chrome 66's, in every Safari since 9
  { test: '[].values', key: 'javascript.builtins.Array.values' },
  // Safari 14.1's (iOS 14.5), in Chrome since 56
  { test: 'self.CSSConditionRule', key: 'api.CSSConditionRule' },
];

/** The test, as an expression: true on a kernel at or above the floor. */
export const FLOOR_TEST = FLOOR_FEATURES.map((f) => f.test).join('&&');

/**
 * What index.html's inline script is built for: every kernel with ES modules (Chrome 61, Safari
 * 10.1) must parse it, so that one below the floor runs the floor test and gets the update page.
 * Safari 11, not 10.1: esbuild will not lower `const` for 10.1 (its loops scope it wrongly), and
 * 10.1 parses what it writes for 11 (ES2017; test/scripts/build/legacy.test.ts parses it so).
 */
export const MODULE_KERNELS = ['chrome61', 'safari11', 'ios11'];
