// Plugs the shell into the request wrapper: how it toasts, and where a 401 goes. It travels in
// the chunk that carries the wrapper (the second first-load tier, see scripts/build-config.mjs),
// so the hooks are in place before any page or the launch flow can send a request.
import { httpHooks } from '../api/http';
import { toast } from '../ui/toast';
import { toLogin } from './navigation';

httpHooks.toast = (message, duration) => toast(message, { type: 'error', duration });
httpHooks.unauthorized = toLogin;
