// How this page can reach the store mini-program where it runs, and the mini-program page it opens.
import { inMiniProgramWebView, isWeChat } from '../../../../lib/wechat';

/**
 * - `web-view`: inside a mini-program's web-view, through the web-view bridge;
 * - `open-tag`: in WeChat's browser, through the `wx-open-launch-weapp` tag;
 * - `browser`: anywhere else, where only the link to open in WeChat helps.
 */
export type MiniProgramEntry = 'web-view' | 'open-tag' | 'browser';

export function miniProgramEntry(): MiniProgramEntry {
  if (!isWeChat() && !inMiniProgramWebView()) return 'browser';
  return inMiniProgramWebView() ? 'web-view' : 'open-tag';
}

/** The configured page path with the QR's parameters; the web-view bridge wants it absolute. */
export function miniProgramPage(path: string, params: URLSearchParams, absolute: boolean): string {
  const page = path.replace(/^\/+/, '');
  return `${absolute ? '/' : ''}${page}?${params}`;
}
