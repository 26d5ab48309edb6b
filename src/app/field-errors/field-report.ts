// What a field error report says, built from what failed on the phone: nothing personal leaves it
// (no address query or hash, which may carry a token or an OAuth code; no run of digits as long
// as a mobile, an ID card or a bank card, which typed text would be), and a page load sends each
// failure once and at most FIELD_ERRORS_PER_LOAD of them.
import { FIELD_ERROR_MAX, FIELD_ERRORS_PER_LOAD, type FieldErrorKind } from '../../api/field-errors';
import type { FieldErrorReport } from '../../api/types';

/** An address's query and hash go (an engine writes the page's address into a stack or a message). */
const ADDRESS_TAIL = /(\w+:\/\/[^\s?#)]*)[?#][^\s)]*?(:\d+:\d+)?(?=[\s)]|$)/g;
/** 7 digits or more (an ID card's may end in X): a mobile, an ID, a card, a code; a column is shorter. */
const DIGIT_RUN = /\d{7,}X?/gi;

export const scrub = (text: string, max: number): string =>
  text.replace(ADDRESS_TAIL, '$1$2').replace(DIGIT_RUN, '#').slice(0, max);

/** The kernel and its version, from the user agent: WeChat's X5/XWeb say Chrome/N, iOS WeChat only its iOS. */
export function kernelOf(userAgent: string): { kernel: string; version: string } {
  const chrome = /Chrome\/([\d.]+)/.exec(userAgent);
  if (chrome) return { kernel: 'chrome', version: chrome[1] };
  const ios = /OS (\d+)_(\d+)(?:_(\d+))? like Mac OS X/.exec(userAgent);
  if (ios) return { kernel: 'ios', version: ios.slice(1).filter(Boolean).join('.') };
  const webkit = /AppleWebKit\/([\d.]+)/.exec(userAgent);
  return webkit ? { kernel: 'webkit', version: webkit[1] } : { kernel: 'other', version: '' };
}

/** Where a report comes from: the page's address (its hash route is the page), user agent, build. */
export interface ReportPlace {
  href: string;
  userAgent: string;
  build: string;
}

const textOf = (value: unknown): string => {
  try {
    return value instanceof Error ? `${value.name}: ${value.message}` : String(value);
  } catch {
    return typeof value; // an object without a string form (Object.create(null))
  }
};

/** A report of `error` (what was thrown or rejected, or the event of either). */
export function fieldReport(error: unknown, kind: FieldErrorKind, place: ReportPlace): FieldErrorReport {
  let what = error;
  let message = '';
  if (error instanceof Event) {
    const event = error as Partial<ErrorEvent & PromiseRejectionEvent>;
    if (error.type === 'unhandledrejection') {
      kind = 'rejection';
      what = event.reason;
    } else {
      // a script of another origin gives its message ("Script error.") and no error
      what = event.error;
      message = event.message || '';
    }
  }
  const stack = (what as { stack?: unknown } | null)?.stack;
  return {
    kind,
    message: scrub(what == null && message ? message : textOf(what), FIELD_ERROR_MAX.message),
    stack: typeof stack === 'string' ? scrub(stack, FIELD_ERROR_MAX.stack) : '',
    page: scrub(place.href.split('#')[1]?.split('?')[0] || '/', FIELD_ERROR_MAX.page),
    ...kernelOf(place.userAgent),
    build: place.build.slice(0, FIELD_ERROR_MAX.build),
  };
}

/** The first frame of a stack (V8 starts it with the message, JavaScriptCore with a frame). */
const firstFrame = (stack: string) => stack.split('\n').find((line) => /:\d+:\d+/.test(line)) || '';

/** Sends a page load's reports: each failure once (its message and first frame), at most FIELD_ERRORS_PER_LOAD. */
export function reportOnce(send: (report: FieldErrorReport) => void): (report: FieldErrorReport) => void {
  const sent = new Set<string>();
  return (report) => {
    const key = `${report.message}\n${firstFrame(report.stack)}`;
    if (sent.has(key) || sent.size >= FIELD_ERRORS_PER_LOAD) return;
    sent.add(key);
    send(report);
  };
}

/** Sends one report to `url`: by sendBeacon (it outlives the page), else fetch with keepalive, else not at all. */
export function beacon(url: string, report: FieldErrorReport): void {
  const body = JSON.stringify(report);
  try {
    if (navigator.sendBeacon(url, body)) return;
  } catch {
    // no sendBeacon, or it refused (a queue full, a body too large): fetch is next
  }
  try {
    fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {});
  } catch {
    // nothing more to try: a report is never worth an error of its own
  }
}
