// The one error middleware: a MockError becomes its envelope; anything else is a 500 envelope
// (and a stack trace for the developer), and the server keeps serving.
import type { Request, Response, NextFunction } from 'json-server';
import { MockError, send } from '../lib/envelope';

export function errorEnvelope() {
  return (err: unknown, _req: Request, res: Response, _next: NextFunction): void => {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (err instanceof MockError) return send(res, err.httpStatus, err.code, err.message, err.data);
    console.error('[mock] unexpected error:', err);
    send(res, 500, 500, '服务器内部错误，请稍后重试');
  };
}
