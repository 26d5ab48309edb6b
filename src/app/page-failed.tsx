// What shows in place of a page that arrived and threw, at evaluation or while rendering
// (页面出错了: no network to blame). Part of the chunk that says what failed (chunk-failure.ts),
// so a phone where nothing fails never fetches it.
import { reload } from './fallback-pages';

/** A page that threw: `retry` runs it again (by default, a chunk that threw is loaded again with the page). */
export function PageFailed({ retry = reload }: { retry?: () => void }) {
  return (
    <div class="app-message" role="alert">
      <p class="app-message__title">页面出错了</p>
      <p class="app-message__text">请重试，如多次出现请通过问题反馈告诉我们。</p>
      <button type="button" class="app-message__action" onClick={retry}>
        重试
      </button>
    </div>
  );
}
