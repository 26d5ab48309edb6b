// POST /api/fieldErrors/report: a phone's script error (src/api/field-errors.ts). sendBeacon sends
// it as text/plain, which the body reader parses as JSON all the same; the contract's schema has
// checked every field before this runs (a malformed or oversized report is a 400, never a crash).
import type { FieldErrorReport } from '../../src/api/types';
import { FIELD_ERRORS_PATH } from '../../src/api/field-errors';
import { asMock } from '../lib/context';
import { bodyOf, nowIso, ok, post } from '../kit';
import { keepFieldError } from '../services/field-errors';

export default [
  post(FIELD_ERRORS_PATH, { public: true }, (req, res) => {
    const { kind, message, stack, page, kernel, version, build } = bodyOf(req) as FieldErrorReport;
    // the fields of the contract only: nothing else a caller adds is kept
    keepFieldError(req, { kind, message, stack, page, kernel, version, build, receivedAt: nowIso() });
    asMock(req).mock.say(`[field error] ${kind} on ${page} (${kernel} ${version}): ${message.slice(0, 120)}`);
    ok(res, null);
  }),
];
