// 页面不存在: an address that is no page of the app (shown once the route table knows every page).
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
