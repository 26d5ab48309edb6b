// Whether the supported browsers (package.json's browserslist) have a JavaScript feature, by MDN's
// browser-compat-data: the oldest version of each engine in the list is asked, as esbuild's
// targets are (scripts/build/browsers.ts); a feature that version lacks is missing there.
import { bcd } from './compat-data.ts';
import { supportedBrowsers } from './browsers.ts';

// browserslist's names for what browser-compat-data calls a browser (Android's WebView is Chromium)
const BCD_NAMES: Record<string, string> = {
  chrome: 'chrome',
  and_chr: 'chrome_android',
  android: 'webview_android',
  ios_saf: 'safari_ios',
  safari: 'safari',
  firefox: 'firefox',
  edge: 'edge',
};

/** The oldest version of each engine in the list, by browser-compat-data's names (`chrome` → 66). */
export function oldestVersions(browsers = supportedBrowsers()): Map<string, number> {
  const oldest = new Map<string, number>();
  for (const browser of browsers) {
    const [name, versions] = browser.split(' ');
    const bcdName = BCD_NAMES[name];
    if (!bcdName) throw new Error(`no browser-compat-data name for "${browser}" (scripts/build/js-support.ts)`);
    const version = Number.parseFloat(versions.split('-')[0]);
    if (!(version >= (oldest.get(bcdName) ?? Number.POSITIVE_INFINITY))) oldest.set(bcdName, version);
  }
  return oldest;
}

interface SupportStatement {
  version_added: string | boolean | null;
  version_removed?: string | boolean | null;
  flags?: unknown;
  prefix?: string;
  alternative_name?: string;
}
export interface CompatEntry {
  __compat?: { support: Record<string, SupportStatement | SupportStatement[]>; spec_url?: string | string[] };
  [key: string]: unknown;
}

/** browser-compat-data's entry at a dotted key (`javascript.builtins.Object.fromEntries`), if any. */
export function compatEntry(key: string): CompatEntry | undefined {
  let node: unknown = bcd;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node as CompatEntry;
}

const version = (v: string | boolean | null | undefined) =>
  typeof v === 'string' ? Number.parseFloat(v.replace('≤', '')) : Number.NaN;

/**
 * The version of `browser` that added the feature under its own name, without a flag or a
 * prefix; Infinity when none has it or the data does not say (a "≤" version counts as that one).
 */
export function versionAdded(entry: CompatEntry, browser: string): number {
  const support = entry.__compat?.support[browser];
  const statements = support ? [support].flat() : [];
  let added = Number.POSITIVE_INFINITY;
  for (const s of statements) {
    // a partial implementation counts, as in the CSS check: its notes are about details
    if (s.flags || s.prefix || s.alternative_name) continue;
    if (s.version_removed) continue;
    const v = s.version_added === true ? 0 : version(s.version_added);
    if (v < added) added = v;
  }
  return added;
}

/** Each engine of the list whose oldest version lacks the feature, with the version it needs. */
export function missingIn(entry: CompatEntry, oldest = oldestVersions()): { browser: string; needs: number }[] {
  const missing: { browser: string; needs: number }[] = [];
  for (const [browser, floor] of oldest) {
    const needs = versionAdded(entry, browser);
    if (needs > floor) missing.push({ browser, needs });
  }
  return missing;
}

/** `chrome 66 (needs 73), safari_ios 14.5 (needs 16.4)` */
export const describeMissing = (missing: { browser: string; needs: number }[], oldest = oldestVersions()) =>
  missing
    .map(
      (m) => `${m.browser} ${oldest.get(m.browser)} (${Number.isFinite(m.needs) ? `needs ${m.needs}` : 'none has it'})`,
    )
    .join(', ');
