// What a journey asks of a browser engine, the same on Chromium 66 (its own era's DevTools
// protocol) and on WebKit (W3C WebDriver): open a page, run a script in it, tap, type, pick
// files, draw, hold the app's scripts back, and say which errors the page did not catch.
import { PROBE } from '../probe';

/** A point in the page's viewport, in CSS pixels. */
export interface Point {
  x: number;
  y: number;
}

export interface ScriptGate {
  /** how many script requests wait */
  held(): number;
  release(): Promise<void>;
}

export interface Engine {
  /** the kernel as a partner's phone has it: 'Chromium 66', 'WebKit' */
  name: string;
  /** navigates to `url` and waits for its load event, or (`untilLoaded` false) only for its document */
  open(url: string, untilLoaded?: boolean): Promise<void>;
  /**
   * Runs `body`, the body of an async function of `args`, in the page with the probe installed
   * (probe.ts; `E` is the probe there): what it returns, as JSON (an element as the engine
   * refers to it).
   */
  run<T = unknown>(body: string, ...args: unknown[]): Promise<T>;
  tap(at: Point): Promise<void>;
  /** types `text` into the focused field, key by key */
  type(text: string): Promise<void>;
  /** gives `files` (paths on this machine) to the file input the probe expression `input` finds */
  setFiles(input: string, files: string[]): Promise<void>;
  /** one stroke of a finger through `points` */
  draw(points: Point[]): Promise<void>;
  /**
   * Holds back every script request from now on until `release`, where the engine's protocol can
   * (Chromium's); elsewhere the test server holds them (world.ts).
   */
  holdScripts?(): Promise<ScriptGate>;
  /** the errors the page did not catch since the last call (uncaught errors, unhandled rejections) */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** The script `run` sends: the probe installed once per document, then the body applied to `args`. */
export function pageScript(body: string, args: unknown[]): string {
  return `(function () {
    if (!window.__engines) window.__engines = ${PROBE};
    var E = window.__engines;
    return (async function () { ${body} }).apply(null, ${JSON.stringify(args)});
  })()`;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long one protocol call may take: a page that never answers fails the step, not the whole run. */
export const CALL_LIMIT_MS = 30_000;

/** `promise`, or a failure naming `what` after `ms`. */
export function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
