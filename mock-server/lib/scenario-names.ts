// The failure scenarios a developer or a test can put any /api or /common route into.
export const SCENARIOS = [
  'normal',
  'unauthorized',
  'business-error',
  'server-error',
  'slow',
  'timeout',
  'drop',
  'empty',
  'captcha',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export const isScenario = (v: unknown): v is ScenarioName =>
  typeof v === 'string' && (SCENARIOS as readonly string[]).includes(v);
