// The headers of every API call (DESIGN.md section 4), in a module that imports nothing: the
// request wrapper (src/api/http.ts) sends them, and so does index.html's inline script for the
// calls it starts before the app has loaded (src/api/early.ts), so both send the same.

function osName(): string {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return /iPhone|iPad|iPod/i.test(ua) ? 'ios' : /Android/i.test(ua) ? 'android' : 'other';
}

/**
 * `token` and `userId` are the session's ('' when none); `extra` are the call's own headers, where
 * `isToken: false` leaves the token headers out and is never sent itself.
 */
export function requestHeaders(
  token: string,
  userId: string,
  extra: Record<string, string | boolean> = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    appVersion: __APP_VERSION__,
    osName: osName(),
    uniPlatform: 'web',
    create_time: String(Date.now()),
    UserId: userId,
  };
  if (extra.isToken !== false && token) {
    headers.Authorization = `Bearer ${token}`;
    headers.token = token;
  }
  // no object rest here: in the inline script's ES2017 it would bring a helper along
  for (const k in extra) if (k !== 'isToken') headers[k] = String(extra[k]);
  return headers;
}
