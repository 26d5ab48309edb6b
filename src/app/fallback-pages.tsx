// What the shell shows when a page's code failed to load (so it is in the first-load chunk).

export function ChunkFailed() {
  return (
    <div class="app-message" role="alert">
      <p class="app-message__title">页面加载失败</p>
      <p class="app-message__text">网络不太稳定，请检查网络后重试。</p>
      <button type="button" class="app-message__action" onClick={() => location.reload()}>
        重新加载
      </button>
    </div>
  );
}
