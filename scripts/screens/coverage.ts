// Whether the table covers the app: every page of PAGE has a row, once, with a loaded state first
// (a failure's default routes are the calls of the loaded state), and no state twice; a form (a
// page whose submitted state types, picks or draws something) shows its errors in an invalid state.
import { PAGE, type PageName } from '../../src/app/paths';
import type { FeatureScreens } from './recipes';
import type { ScreenRecipe, Step } from './types';

const isInput = (step: Step) => 'fill' in step || 'upload' in step || 'draw' in step;
const isForm = (row: ScreenRecipe) => row.states.some((s) => s.state === 'submitted' && s.steps?.some(isInput));

export function tableProblems(table: readonly FeatureScreens[]): string[] {
  const problems: string[] = [];
  const rows = table.flatMap((f) => f.screens);
  for (const page of Object.keys(PAGE) as PageName[]) {
    const count = rows.filter((r) => r.page === page).length;
    if (count !== 1) problems.push(`${page}: ${count} rows (one each)`);
  }
  for (const row of rows) {
    if (row.states[0]?.state !== 'loaded') problems.push(`${row.page}: the first state must be loaded`);
    const names = row.states.map((s) => `${s.state}${s.variant ?? ''}`);
    if (new Set(names).size !== names.length) problems.push(`${row.page}: a state twice`);
    if (isForm(row) && !row.states.some((s) => s.state === 'invalid')) {
      problems.push(`${row.page}: a form without an invalid state`);
    }
  }
  return problems;
}
