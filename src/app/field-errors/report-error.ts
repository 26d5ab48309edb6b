// The app's way to report what it caught itself (a page that threw, a chunk that failed): through
// the reporter index.html's inline script installs before anything else runs (catch-early.ts),
// so the app's chunks carry no reporter, and a test or a page without it reports nothing.
import type { FieldErrorKind } from '../../api/field-errors';

/** What catch-early.ts puts on the window, and reporter.ts takes over once it has loaded. */
export interface FieldErrorHook {
  (error: unknown, kind?: FieldErrorKind): void;
  /** what came before the reporter loaded: [error, kind] */
  q?: [unknown, FieldErrorKind | undefined][];
}

declare global {
  var __fieldError: FieldErrorHook | undefined;
}

export function reportFieldError(kind: FieldErrorKind, error: unknown): void {
  const hook = window.__fieldError;
  if (hook) hook(error, kind);
}
