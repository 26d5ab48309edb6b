// The Content-Security-Policy of index.html, from what the build put in it.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Metafile } from 'esbuild';
import { fieldErrorsUrl } from './field-errors.ts';

/** Where src/lib/wechat.ts loads WeChat's JS-SDK and mini-program bridge from (in WeChat only). */
const WECHAT_SCRIPT_ORIGIN = 'https://res.wx.qq.com';

/** `'sha256-…'` of every inline <script> of the page, from its exact text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The policy of index.html. Scripts: this origin and the hashes of the inline scripts (so no
 * inline event handlers, no eval), plus WeChat's script origin only when the built code loads
 * from it. Styles allow 'unsafe-inline', and only styles: every component's and page's CSS
 * travels in its chunk and is injected as a <style> at run time (src/lib/inject-css.ts); hashing
 * each of them would put ~80 hashes (about 3 KB gzip) in every first load, constructable sheets
 * are missing on iOS before 16.4, and CSP ignores 'unsafe-inline' as soon as one hash is listed,
 * so the static <style> of index.html cannot be hashed alongside. Images: this origin, data: and
 * blob: (camera previews, signature, poster) and https: (rich text keeps https images, see
 * src/lib/sanitize.ts). The API server (API_BASE, when it is another origin) is where requests
 * go and uploaded files and contract documents come from. Frames: same-origin documents (查看合同).
 * A deployment's collector of field errors (FIELD_ERRORS_URL) is where the reports go.
 */
export function contentSecurityPolicy({
  scriptHashes,
  loadsWeChat,
  apiBase = process.env.API_BASE || '',
  collector = fieldErrorsUrl(),
}: {
  scriptHashes: string[];
  loadsWeChat: boolean;
  apiBase?: string;
  collector?: string;
}): string {
  const originOf = (url: string) => {
    try {
      return url ? new URL(url).origin : '';
    } catch {
      return ''; // a path on this origin
    }
  };
  const api = originOf(apiBase);
  const withApi = (...sources: string[]) => [...sources, api].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${["'self'", loadsWeChat && WECHAT_SCRIPT_ORIGIN, ...scriptHashes].filter(Boolean).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${withApi("'self'", 'data:', 'blob:', 'https:')}`,
    `media-src ${withApi("'self'", 'blob:')}`,
    `connect-src ${withApi("'self'", originOf(collector))}`,
    `frame-src ${withApi("'self'")}`,
    "object-src 'none'",
    "base-uri 'none'",
    // the app submits forms by script; the inline script stops native submits before it runs
    "form-action 'none'",
  ].join('; ');
}

/** What a server sends as the header of index.html: a meta cannot carry frame-ancestors. */
export const headerPolicy = (policy: string): string => `${policy}; frame-ancestors 'none'`;

/** Whether any built chunk loads scripts from WeChat's origin. */
export async function loadsWeChatScripts(metafile: Metafile): Promise<boolean> {
  for (const file of Object.keys(metafile.outputs)) {
    if (file.endsWith('.js') && (await readFile(file, 'utf8')).includes(`${WECHAT_SCRIPT_ORIGIN}/`)) return true;
  }
  return false;
}
