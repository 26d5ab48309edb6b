// A field error report: what a phone sends when a script of the app fails there (an uncaught
// error, an unhandled rejection, a page that threw, a chunk that failed), read by the reporter
// (src/app/field-errors/), the API's contract and the mock. No imports: the reporter is a file
// of its own that a phone fetches only once something failed.

/** The route that takes the reports (a deployment may send them elsewhere: FIELD_ERRORS_URL). */
export const FIELD_ERRORS_PATH = '/api/fieldErrors/report';

/** What failed: uncaught error, unhandled rejection, a page that threw while rendering, a page's
 * chunk that arrived and threw, a page's chunk whose request failed. */
export const FIELD_ERROR_KINDS = ['error', 'rejection', 'render', 'chunk-script', 'chunk-network'] as const;
export type FieldErrorKind = (typeof FIELD_ERROR_KINDS)[number];

/** The longest text of each field (the reporter cuts to these, the route refuses longer). */
export const FIELD_ERROR_MAX = { message: 500, stack: 3000, page: 200, kernel: 20, version: 40, build: 40 } as const;

/** Reports a page load sends at most (each different: the same message and first frame go once). */
export const FIELD_ERRORS_PER_LOAD = 10;
