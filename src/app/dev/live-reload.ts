// Dev builds only (the developer tools connect it): after `npm run dev` rebuilt the app the page
// reloads, and a build that failed covers the page with its error until the next good build
// reloads it. Under `npm start` the channel answers 204 and the EventSource stops there.
import './build-error.css';

const CHANNEL = '/__mock/live-reload';
const OVERLAY_ID = 'dev-build-error';

function element(tag: string, className: string, text: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  el.textContent = text;
  return el;
}

export function showBuildError(text: string): void {
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.id = OVERLAY_ID;
    overlay.className = 'dev-build-error';
    overlay.setAttribute('role', 'alert');
    document.body.append(overlay);
  }
  overlay.replaceChildren(
    element('h2', 'dev-build-error__title', '构建失败'),
    element('p', 'dev-build-error__hint', '改好代码并保存，构建成功后页面会自动刷新。终端里有同样的错误。'),
    element('pre', 'dev-build-error__text', text),
  );
}

/** Listens for the dev server's rebuilds; returns the disconnect. */
export function connectLiveReload(reload = () => location.reload()): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(CHANNEL);
  source.addEventListener('reload', () => reload());
  source.addEventListener('build-error', (e) => showBuildError(JSON.parse((e as MessageEvent<string>).data)));
  return () => source.close();
}
