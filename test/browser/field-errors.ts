// Reading the field errors a page sent to the mock (GET /__mock/errors, newest first) from a
// journey, on any engine: plain fetch from the test, so a journey driving Chromium 66 or WebKit
// over its own protocol reads them the same way.
import type { KeptFieldError } from '../../mock-server/services/field-errors';

export async function fieldErrorsAt(server: string): Promise<KeptFieldError[]> {
  const answer = (await (await fetch(`${server}/__mock/errors`)).json()) as { data: { errors: KeptFieldError[] } };
  return answer.data.errors;
}

/** Forgets what the mock kept, so a journey reads only what it caused. */
export async function forgetFieldErrors(server: string): Promise<void> {
  await fetch(`${server}/__mock/errors`, { method: 'DELETE' });
}

/** The first report `matches` accepts, once one arrives (a beacon leaves after the page's own work). */
export async function waitForFieldError(
  server: string,
  matches: (report: KeptFieldError) => boolean,
  timeoutMs = 10000,
): Promise<KeptFieldError> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await fieldErrorsAt(server)).find(matches);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no such field error within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
