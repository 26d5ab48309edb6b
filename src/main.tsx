// Entry: plug the shell into the request wrapper, render, then run the launch flow.
import { render } from 'preact';
import './app/base.css';
import { App } from './app/App';
import { httpHooks } from './api/http';
import { toLogin } from './app/navigation';
import { toast } from './ui/toast';

httpHooks.toast = (message, duration) => toast(message, { type: 'error', duration });
httpHooks.unauthorized = toLogin;

// The launch flow (user info, WeChat SDK, redirects) must never delay first paint: it comes in
// its own chunk right after. Only a link it sends elsewhere at once (one-click pay, a store QR
// code) waits for it, so the page named in the link never mounts and fires calls of its own.
const launch = import('./app/launch');
const show = () => render(<App />, document.getElementById('app')!);
if (/oneClickPay|storeQrCode/.test(location.href)) {
  launch.then((m) => m.startLaunchFlow()).finally(show);
} else {
  show();
  launch.then((m) => m.startLaunchFlow());
}
