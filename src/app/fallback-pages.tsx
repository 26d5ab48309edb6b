// What the shell shows in place of a page whose code did not arrive (a request failed: the
// network is named), so it is in the first-load chunk. A page that arrived and threw says
// 页面出错了 (page-failed.tsx), which comes only after a failure.

// A failed module stays failed in the page's module map (Chromium 66 keeps even a failed request),
// so trying a chunk again means loading the page again, at the same address.
export const reload = () => location.reload();

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
