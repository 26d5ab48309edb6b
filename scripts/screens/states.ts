// The states a row of recipes.ts lists, as a partner reaches them: loaded, empty, failed (and a
// list's second page or a retry), a form's errors, and a form filled validly and sent.
import type { StateRecipe, Step } from './types';

export const loaded: StateRecipe = { state: 'loaded' };
export const empty: StateRecipe = { state: 'empty', scenario: { name: 'empty' } };
export const failed: StateRecipe = { state: 'failed', scenario: { name: 'server-error' } };
/** the form sent untouched: every error it shows at once */
export const invalid: StateRecipe = { state: 'invalid', steps: [{ submit: true }] };
export const list = [loaded, empty, failed];
export const single = [loaded, failed];

/** a list whose second page fails: the first page stays and the retry asks for the second */
export const secondPageFailed = (route: string): StateRecipe => ({
  state: 'failed',
  variant: '第二页失败',
  steps: [{ scroll: 'bottom' }],
  scenario: { name: 'server-error', routes: [route], skip: 1, times: 1 },
});

/** a first load that failed once, then 点击重试: what the retry brings */
export const retried = (route: string): StateRecipe => ({
  state: 'failed',
  variant: '重试后',
  scenario: { name: 'server-error', routes: [route], times: 1 },
  steps: [{ tap: '重新加载' }],
});

/** a page visited again whose refresh failed: its kept answer stays, with one line that says so */
export const refreshFailed = (route: string): StateRecipe => ({
  state: 'failed',
  variant: '再次打开刷新失败',
  steps: [{ revisit: true }],
  scenario: { name: 'server-error', routes: [route], skip: 1 },
});

/** bad input where the submit button stays off until the input is good: what the form says of it */
export const badInput = (variant: string, steps: Step[]): StateRecipe => ({ state: 'invalid', variant, steps });

/**
 * A form filled as a partner would and sent with the button `send` (`true`: the form's submit
 * button), then `confirm` in its confirm step, if any: with a confirm step, a shot of it too.
 */
export function submitted(
  steps: Step[],
  send: string | true,
  confirm?: string,
  more: Partial<StateRecipe> = {},
): StateRecipe[] {
  const sent: Step[] = [...steps, send === true ? { submit: true } : { tap: send }];
  if (!confirm) return [{ ...more, state: 'submitted', steps: sent }];
  return [
    { ...more, state: 'submitted', variant: `${more.variant ?? ''}确认`, steps: sent },
    { ...more, state: 'submitted', steps: [...sent, { tap: confirm }] },
  ];
}
