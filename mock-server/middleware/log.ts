// One line per /api or /common call: method, path, envelope code, milliseconds.
import type { Request, Response, NextFunction } from 'json-server';

export function requestLog(quiet: boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (quiet) return next();
    const started = process.hrtime.bigint();
    let code: unknown = '-';
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (body && typeof body === 'object' && 'code' in body) code = (body as { code: unknown }).code;
      return json(body);
    };
    res.on('close', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const outcome = res.writableFinished ? String(code) : 'no answer';
      console.log(`${req.method} ${req.originalUrl.split('?')[0]} ${outcome} ${ms.toFixed(0)}ms`);
    });
    next();
  };
}
