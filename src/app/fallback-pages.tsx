// The pages the shell shows itself: an unknown address, and a page whose code failed to load.
import { PAGE } from './paths';

export function NotFound() {
  return (
    <div class="app-message">
      <p class="app-message__code" aria-hidden="true">
        404
      </p>
      <p class="app-message__title">页面不存在</p>
      <p class="app-message__text">您访问的页面不存在或已下线。</p>
      <a class="app-message__action" href={`#${PAGE.home}`}>
        返回首页
      </a>
    </div>
  );
}

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
