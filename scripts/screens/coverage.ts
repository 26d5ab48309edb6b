// Whether the table covers the app: every page of PAGE has a row, once, with a loaded state first
// (a failure's default routes are the calls of the loaded state), and no state twice.
import { PAGE, type PageName } from '../../src/app/paths';
import type { FeatureScreens } from './recipes';

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
  }
  return problems;
}
