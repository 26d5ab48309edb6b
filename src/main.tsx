// Entry: plug the shell into the request wrapper, render, then run the launch flow.
import { render } from 'preact';
import './app/base.css';
import { App } from './app/App';
import { httpHooks } from './api/http';
import { toLogin } from './app/navigation';
import { toast } from './ui/toast';

httpHooks.toast = (message, duration) => toast(message, { type: 'error', duration });
httpHooks.unauthorized = toLogin;

render(<App />, document.getElementById('app')!);
// the launch flow (user info, WeChat SDK, redirects) must never delay first paint: it comes in
// its own chunk right after
import('./app/launch').then((m) => m.startLaunchFlow());
