// The field error reports the phones sent (POST /api/fieldErrors/report), kept in the server's
// short-lived memory, the last KEPT_FIELD_ERRORS, for the developer: GET /__mock/errors and the
// scenario panel show them, newest first; POST /__mock/reset and DELETE /__mock/errors forget them.
import type { Request } from 'json-server';
import type { FieldErrorReport } from '../../src/api/types';
import { memory } from '../lib/context';

/** How many reports the mock keeps (the oldest goes first). */
export const KEPT_FIELD_ERRORS = 200;

export interface KeptFieldError extends FieldErrorReport {
  receivedAt: string;
}

const kept = (req: Request) => memory(req, 'fieldErrors', () => [] as KeptFieldError[]);

export function keepFieldError(req: Request, report: KeptFieldError): void {
  const reports = kept(req);
  reports.push(report);
  if (reports.length > KEPT_FIELD_ERRORS) reports.splice(0, reports.length - KEPT_FIELD_ERRORS);
}

/** The kept reports, newest first. */
export const keptFieldErrors = (req: Request): KeptFieldError[] => [...kept(req)].reverse();

export function forgetFieldErrors(req: Request): void {
  kept(req).length = 0;
}
