// The answer envelope `{ code, message, data }`: `ok` for success, `MockError` for the rest.
import type { Response } from 'json-server';

export class MockError extends Error {
  constructor(
    public code: number,
    message: string,
    /** HTTP status: the code itself for 4xx/5xx codes, 200 for business codes (1001...) */
    public httpStatus = code >= 400 && code < 600 ? code : 200,
    public data: unknown = null,
  ) {
    super(message);
    this.name = 'MockError';
  }
}

export function send(res: Response, status: number, code: number, message: string, data: unknown = null): void {
  // our own words, even for a 5xx: middleware/security.ts lets it through as it is
  res.locals.envelope = true;
  res.status(status).json({ code, message, data });
}

/** A success answer. Under the `empty` scenario a page (`{ list, total }`) comes back empty. */
export function ok(res: Response, data: unknown = null): void {
  const scenario = (res.req as { scenario?: string }).scenario;
  if (scenario === 'empty' && data && typeof data === 'object' && Array.isArray((data as { list?: unknown }).list)) {
    data = { ...data, list: [], total: 0 };
  }
  send(res, 200, 0, 'ok', data);
}
