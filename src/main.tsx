// Entry: plug the shell into the request wrapper, render, then run the launch flow (which
// never blocks first paint).
import { render } from 'preact';
import './app/base.css';
import { App } from './app/App';
import { httpHooks } from './api/http';
import { toLogin } from './app/navigation';
import { startLaunchFlow } from './app/launch';
import { toast } from './ui/toast';

httpHooks.toast = (message, duration) => toast(message, { type: 'error', duration });
httpHooks.unauthorized = toLogin;

render(<App />, document.getElementById('app')!);
startLaunchFlow();
