// Unknown /api or /common routes, and known routes called with the wrong method: a 404 envelope.
import type { Request, Response } from 'json-server';
import { send } from '../lib/envelope';

export function notFound() {
  return (req: Request, res: Response): void => {
    send(res, 404, 404, `接口不存在：${req.method} ${req.originalUrl.split('?')[0]}`);
  };
}
