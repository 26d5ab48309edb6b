// Failure scenarios: a request runs under the scenario of its X-Mock-Scenario header, else the
// next armed one for its route (or for "*"), else the server's start scenario.
import type { Request, Response, NextFunction } from 'json-server';
import { SESSION_EXPIRED } from '../../src/api/errors';
import { send } from '../lib/envelope';
import { asMock } from '../lib/context';
import { isScenario, type ScenarioName } from '../lib/scenario-names';

export const SLOW_MS = 3000;
export const TIMEOUT_CLOSE_MS = 130000;

export interface ArmedScenario {
  route: string;
  scenario: ScenarioName;
  times: number;
}

/** The armed scenarios and the start scenario of one server. */
export class ScenarioBoard {
  armed: ArmedScenario[] = [];
  constructor(public standing: ScenarioName | null = null) {}

  arm(route: string, scenario: ScenarioName, times: number): void {
    this.armed.push({ route, scenario, times });
  }

  /** Uses up one arming for `path` (an exact route first, then "*"). */
  take(path: string): ScenarioName | null {
    const entry = this.armed.find((a) => a.route === path) || this.armed.find((a) => a.route === '*');
    if (!entry) return null;
    if (--entry.times <= 0) this.armed.splice(this.armed.indexOf(entry), 1);
    return entry.scenario;
  }

  clear(): void {
    this.armed = [];
  }
}

/** Answers for the failure scenarios; marks the others (slow, empty, captcha) on the request. */
export function scenarioGate(board: ScenarioBoard, path: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const header = req.headers['x-mock-scenario'];
    if (header !== undefined && !isScenario(header)) {
      return send(res, 400, 400, `未知的模拟场景：${String(header)}`);
    }
    const scenario = header ?? board.take(path) ?? board.standing;
    if (!scenario || scenario === 'normal') return next();
    asMock(req).scenario = scenario;
    switch (scenario) {
      case 'unauthorized':
        return send(res, 401, 401, SESSION_EXPIRED);
      case 'business-error':
        return send(res, 200, 1000, '业务处理失败（模拟场景）');
      case 'server-error':
        return send(res, 500, 500, '服务器开小差了，请稍后重试（模拟场景）');
      case 'drop':
        req.socket.destroy();
        return;
      case 'timeout': {
        // never answer; free the socket long after any client time-out (60 s / 120 s)
        const timer = setTimeout(() => req.socket.destroy(), TIMEOUT_CLOSE_MS);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      default:
        next();
    }
  };
}

/** The `slow` scenario: answers normally, SLOW_MS later (after idempotency has seen the call). */
export function slowdown() {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (asMock(req).scenario !== 'slow') return next();
    const timer = setTimeout(next, SLOW_MS);
    res.on('close', () => clearTimeout(timer));
  };
}
