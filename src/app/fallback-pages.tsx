// What the shell shows in place of a page that cannot show (so it is in the first-load chunk): its
// code did not arrive (a request failed: the network is named), or it arrived and threw, at
// evaluation or while rendering (页面出错了: no network to blame).

// A failed module stays failed in the page's module map (Chromium 66 keeps even a failed request),
// so trying a chunk again means loading the page again, at the same address.
const reload = () => location.reload();

/** A page's (or the route table's) chunk whose request failed. */
export function ChunkFailed() {
  return (
    <div class="app-message" role="alert">
      <p class="app-message__title">页面加载失败</p>
      <p class="app-message__text">网络不太稳定，请检查网络后重试。</p>
      <button type="button" class="app-message__action" onClick={reload}>
        重新加载
      </button>
    </div>
  );
}

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
