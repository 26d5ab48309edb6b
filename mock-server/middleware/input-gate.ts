// Every request's body or query checked against its route's schema (src/api/contract/) before
// the handler runs: what the schema refuses is a 400 naming the field, in the contract's words,
// so the mock refuses exactly what openapi.json says. Handlers keep the rules a schema cannot say
// (the app's validators, the caller's own uploads, the state of the records).
import type { Request, Response, NextFunction } from 'json-server';
import type { RouteContract } from '../../src/api/contract/route';
import { inputProblem } from '../lib/input-problem';
import { MockError } from '../lib/envelope';
import { bodyOf, queryOf } from '../lib/input';

export function inputGate(contract: RouteContract) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const checks = [
      contract.body && !contract.upload && ([contract.body, bodyOf(req)] as const),
      contract.query && ([contract.query, queryOf(req)] as const),
    ];
    for (const check of checks) {
      if (!check) continue;
      const problem = inputProblem(check[0], check[1]);
      if (problem) return next(new MockError(400, problem.message, 400, { field: problem.field }));
    }
    next();
  };
}
