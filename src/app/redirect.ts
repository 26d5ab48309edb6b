// A redirect target (after login, after authentication) must be a page of the app on
// this origin; anything else (other hosts, schemes, unknown paths) falls back to the home page.
import { isPage, PAGE } from './paths';

export function safeRedirect(target: unknown, fallback: string = PAGE.home): string {
  if (typeof target !== 'string' || !target) return fallback;
  let decoded = target;
  try {
    if (/%[0-9a-f]{2}/i.test(target)) decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here
  if (!decoded.startsWith('/') || decoded.startsWith('//') || /[\\\s\x00-\x1f]/.test(decoded)) return fallback;
  let u: URL;
  try {
    u = new URL(decoded, 'http://app.local');
  } catch {
    return fallback;
  }
  if (u.origin !== 'http://app.local') return fallback;
  const path = u.pathname.replace(/\/+$/, '');
  if (!isPage(path) || path === PAGE.login) return fallback;
  return path + u.search;
}
