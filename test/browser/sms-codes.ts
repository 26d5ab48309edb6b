// Login codes sent straight to the app's mock, as a client outside the page would send them: what
// the journeys around the SMS limit (the captcha asked for after an hour's codes) set up with.
import { NEED_CAPTCHA } from '../../src/api/errors';
import type { App } from './helpers';

/** POSTs `body` to `route` with no token; the answer's code and data, whatever the code. */
export async function postToMock<T>(app: App, route: string, body: object): Promise<{ code: number; data: T }> {
  const res = await fetch(app.url + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json() as Promise<{ code: number; data: T }>;
}

/** Sends login codes to `mobile`, a minute apart on the suite's clock, until the mock asks for the captcha. */
export async function useUpCodes(app: App, clock: { advance(ms: number): void }, mobile: string) {
  for (let sent = 0; sent < 5; sent++) {
    clock.advance(61_000);
    const answer = await postToMock(app, '/api/getCode/getVerifyCode', { mobile, scene: 'login' });
    if (answer.code === NEED_CAPTCHA) return;
  }
  throw new Error(`the mock never asked for a captcha for ${mobile}`);
}
