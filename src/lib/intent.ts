// One user intent (a withdrawal, a new record) and the Idempotency-Key it is sent with, so that
// a retry of the same request replays the first answer on the server instead of making another.
// Pure: the kit's useSubmit and the request layer both use it.

/** What was asked (`fingerprint`) and the Idempotency-Key it was sent with. */
export interface Intent {
  fingerprint: string;
  key: string;
}

/** The same request retried keeps the key already sent; any change to it is a new intent. */
export function intentFor(previous: Intent | null, fingerprint: string): Intent {
  return previous?.fingerprint === fingerprint ? previous : { fingerprint, key: newIdempotencyKey() };
}

/** A fresh key for one user intent. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && 'randomUUID' in c) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
