// The one way a page submits: one request per tap, `pending` for the button, one
// Idempotency-Key per intent (the same body retried keeps its key, a new key once it succeeded),
// and the success step once. The request layer has already toasted a failure; `failed` is for
// what belongs in place (a field's message, a refreshed list). The tap is answered first: the
// button's pending state paints, then the confirmation and the request follow (so a slow phone shows
// the tap was taken before the work of sending it).
//   const save = useSubmit((body: AddressBody, key) => saveAddress(body, key), { done: () => back() });
//   <Button loading={save.pending} onClick={() => save.submit(bodyOf(values))}>保存</Button>
import { useRef, useState } from 'react';
import { type Intent, intentFor } from '../lib/intent';
import { fieldsInPlace } from '../lib/fields-in-place';
import { afterNextPaint } from '../lib/after-paint';

const nextPaint = () => new Promise<void>((painted) => afterNextPaint(painted));

export interface SubmitOptions<B, R> {
  /** asked after the tap and before the request (pending meanwhile); false sends nothing */
  confirm?: (body: B) => boolean | Promise<boolean>;
  /** the success step: runs once per answer; the button stays pending until it settles */
  done?: (result: R, body: B) => unknown;
  failed?: (error: unknown, body: B) => unknown;
  /** the fields the form shows a refusal's message under (from `failed`): said there, not toasted too */
  shownFields?: readonly string[];
  /** where the intent lives when it must outlive the page (a draft in sessionStorage) */
  keep?: { read: () => Intent | null; write: (intent: Intent | null) => void };
}

export function useSubmit<B, R>(send: (body: B, key: string) => Promise<R>, options: SubmitOptions<B, R> = {}) {
  const [pending, setPending] = useState(false);
  // the latest handlers; `busy` before any render so a double tap sends once; the keys sent, by body
  // `shown`: the page reads `pending`; one that does not (a dialog's own button shows it) is not rendered for it
  const s = useRef({ send, options, busy: false, shown: false, sent: new Map<string, Intent>() }).current;
  s.send = send;
  s.options = options;

  /** Sends `body` unless a submit is under way; true when it succeeded. */
  async function submit(body: B): Promise<boolean> {
    if (s.busy) return false;
    s.busy = true;
    if (s.shown) setPending(true);
    const fingerprint = JSON.stringify(body);
    const { confirm, done, failed } = s.options;
    const keep = s.options.keep || {
      read: () => s.sent.get(fingerprint) || null,
      write: (intent: Intent | null) => (intent ? s.sent.set(fingerprint, intent) : s.sent.delete(fingerprint)),
    };
    try {
      await nextPaint();
      if (confirm && !(await confirm(body))) return false;
      const intent = intentFor(keep.read(), fingerprint);
      keep.write(intent);
      let result: R;
      try {
        result = await fieldsInPlace(s.options.shownFields ?? [], () => s.send(body, intent.key));
      } catch (error) {
        if (failed) await failed(error, body);
        return false;
      }
      // done: the same body again is a new request
      keep.write(null);
      if (done) await done(result, body);
      return true;
    } finally {
      s.busy = false;
      if (s.shown) setPending(false);
    }
  }

  return {
    get pending() {
      s.shown = true;
      return pending;
    },
    submit,
  };
}
