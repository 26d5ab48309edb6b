// How production serves the deployable build (dist/): the rules the preview server keeps and
// README gives for a CDN or nginx. One place, so the server, its test and the docs agree.

/** Cache-Control of a built file, by its path from the site's root. */
export function cacheControl(file: string): string {
  // a new build is a new chunks/<build id>/ folder: a chunk's name never gets other content
  if (file.startsWith('/chunks/')) return 'public, max-age=31536000, immutable';
  // the entry points of a deployment: a phone asks each time whether they changed (ETag, 304),
  // so a new release reaches it at the next load
  if (file === '/index.html' || file === '/sw.js') return 'no-cache';
  // icons keep their names across releases: a day, then asked again
  return 'public, max-age=86400';
}

/** Content types of what the build writes. */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
};

/** Files of the build that are for the server, never sent (the CSP header's source). */
export const SERVER_ONLY = new Set(['/csp.json']);

/**
 * The encoding to send, from the request's Accept-Encoding and the variants on disk: brotli,
 * else gzip, else none. A q=0 refuses an encoding; `*` stands for those not named.
 */
export function pickEncoding(accept: string | undefined, available: readonly string[]): string | null {
  const q = new Map<string, number>();
  for (const part of (accept || '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    q.set(name, weight ? Number(weight[1]) : 1);
  }
  const weightOf = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  return available.find((name) => weightOf(name) > 0) ?? null;
}
