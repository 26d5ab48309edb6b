// Plugs the shell into the request wrapper: how it toasts, and where a 401 goes. src/main.tsx
// imports it, so the hooks are in place before any page or the launch flow can send a request;
// it imports only the hooks, not the wrapper, so the first load stays light.
import { httpHooks } from '../api/http-hooks';
import { toast } from '../ui/toast';
import { currentUrl, navigate, splitUrl } from './navigation';
import { PAGE } from './paths';

/** Sends the user to login, remembering where they were so they come back after it. */
function toLogin(): void {
  const here = currentUrl.value;
  const { path } = splitUrl(here);
  const target =
    path === '/' || path === PAGE.login ? PAGE.login : `${PAGE.login}?redirect=${encodeURIComponent(here)}`;
  navigate(target);
}

httpHooks.toast = (message, duration) => toast(message, { type: 'error', duration });
httpHooks.unauthorized = toLogin;
