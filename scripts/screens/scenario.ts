// Which of a page's API calls carry the state's mock scenario. Pure, so the node test holds it.
import type { Scenario } from './types';

/** The calls of the app's shell on every fresh document (the launch flow, WeChat's signature): not the page's load. */
export const SHELL_ROUTES = ['/api/wechat/jsSdkConfig', '/api/wechat/settings'];

export const isApiPath = (path: string) => path.startsWith('/api/') || path.startsWith('/common/');

/**
 * The routes a state's scenario applies to: its own list, else every call for `empty`, else
 * the page's own calls seen in its loaded state (`loadedCalls`), less the shell's.
 */
export function scenarioRoutes(scenario: Scenario, loadedCalls: readonly string[]): string[] | 'all' {
  if (scenario.routes) return scenario.routes;
  if (scenario.name === 'empty') return 'all';
  return loadedCalls.filter((r) => !SHELL_ROUTES.includes(r));
}

/** Decides call by call: the scenario's name for a call it covers, else null (answered normally). */
export function scenarioGate(scenario: Scenario | undefined, loadedCalls: readonly string[]) {
  if (!scenario) return () => null;
  const routes = scenarioRoutes(scenario, loadedCalls);
  let matched = 0;
  return (path: string): Scenario['name'] | null => {
    if (!isApiPath(path) || (routes !== 'all' && !routes.includes(path))) return null;
    matched++;
    const skip = scenario.skip ?? 0;
    if (matched <= skip) return null;
    if (scenario.times !== undefined && matched > skip + scenario.times) return null;
    return scenario.name;
  };
}
