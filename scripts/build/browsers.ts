// The browsers the app supports, declared once: package.json's "browserslist" (the reason is
// beside it, under "//browserslist"). esbuild's targets for scripts and CSS come from it here,
// and scripts/css-baseline.check.ts holds the CSS to it.
import browserslist from 'browserslist';

// browserslist's names for what esbuild calls a target (Android's WebView is Chromium)
const ESBUILD_NAMES: Record<string, string> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  android: 'chrome',
  ios_saf: 'ios',
  safari: 'safari',
  firefox: 'firefox',
  edge: 'edge',
};

/** The supported browsers, as browserslist lists them ("chrome 66", "ios_saf 12.0-12.1", …). */
export const supportedBrowsers = (): string[] => browserslist(undefined, { path: process.cwd() });

/** The oldest supported version of each engine, as esbuild targets (`chrome66`, `ios12`). */
export function esbuildTargets(browsers = supportedBrowsers()): string[] {
  const oldest = new Map<string, number>();
  for (const browser of browsers) {
    const [name, versions] = browser.split(' ');
    const target = ESBUILD_NAMES[name];
    if (!target)
      throw new Error(`no esbuild target for "${browser}": name it in ESBUILD_NAMES (scripts/build/browsers.ts)`);
    const version = Number.parseFloat(versions.split('-')[0]);
    if (!(version >= (oldest.get(target) ?? Number.POSITIVE_INFINITY))) oldest.set(target, version);
  }
  return [...oldest].map(([target, version]) => `${target}${version}`);
}
