// Plugs the shell into the request wrapper: how it toasts, and where a 401 goes. It travels in
// the chunk that carries the wrapper (the earnings centre's tier, see scripts/build-config.mjs),
// so the hooks are in place before any page or the launch flow can send a request.
import { httpHooks } from '../api/http';
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
