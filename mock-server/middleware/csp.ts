// The Content-Security-Policy header of the app's HTML, as the build wrote it (dist/csp.json):
// the same policy as index.html's meta, plus frame-ancestors, which a meta cannot carry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Handler } from 'json-server';

/** Sets the header on `/` and `/index.html`; read per request, so a watch rebuild is served as built. */
export function contentSecurityPolicy(staticDir: string): Handler {
  return (req, res, next) => {
    if (req.method === 'GET' && (req.path === '/' || req.path === '/index.html')) {
      try {
        const { header } = JSON.parse(readFileSync(join(staticDir, 'csp.json'), 'utf8')) as { header: string };
        res.setHeader('Content-Security-Policy', header);
      } catch {
        // no build yet: the app route answers with the hint to build
      }
    }
    next();
  };
}
