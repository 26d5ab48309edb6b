// The field error reporter: a script of its own (scripts/build/field-errors.ts writes it beside the
// build's chunks), which catch-early.ts loads once the first error came. It takes over the
// window's hook, sends what came before it, then every report as it comes.
import { FIELD_ERRORS_PATH, type FieldErrorKind } from '../../api/field-errors';
import { beacon, fieldReport, reportOnce } from './field-report';

/** Where the reports go when not to the API's own route (a collector of the deployment's). */
declare const __FIELD_ERRORS_URL__: string;
/** The build this page is. */
declare const __BUILD_ID__: string;

const url = __FIELD_ERRORS_URL__ || __API_BASE__ + FIELD_ERRORS_PATH;
const send = reportOnce((report) => beacon(url, report));

const report = (error: unknown, kind: FieldErrorKind = 'error') =>
  send(fieldReport(error, kind, { href: location.href, userAgent: navigator.userAgent, build: __BUILD_ID__ }));

const early = self.__fieldError?.q || [];
self.__fieldError = report;
for (const [error, kind] of early) report(error, kind);
