// Text positions against the newest Chromium's: the same tour on Debian's Chromium through
// playwright, on a mock of its own from the same seed, gives where each text of each page lies.
// An old engine lays a page out right when each text it shares with it sits within MAX_SHIFT_PX:
// across, by whichever edge or middle of the text holds (a right-aligned figure keeps its right
// edge, whatever the font's width); down, against the text before it (one box of another height
// moves every text under it, and is said once, at the first text it moves; a text after a long
// list's gap against the gap's end, a text fixed to the screen where the screen puts it). A text one
// engine shows and the other does not is left to the page checks.
import { PAGE, type PageName } from '../../src/app/paths';
import { fixtures } from '../../scripts/screens/fixtures';
import { goTo } from './actions';
import type { Phone } from './journeys';
import { signIn } from './journeys';
import { ALONE, type Layouts, type TextBox, tour } from './tour';

/** How far a text may lie from where the newest Chromium puts it: rounding and fonts, not a misplaced box. */
export const MAX_SHIFT_PX = 4;

/** The newest Chromium's layouts: the tour, then the pages the old engines reach by a journey. */
export async function referenceLayouts(phone: Phone): Promise<Layouts> {
  const { engine, world, layouts } = phone;
  const problems = await tour(engine, world, { signIn: (account) => signIn(phone, account) }, layouts);
  // what the old engines are held to must itself be right
  if (problems.length) throw new Error(`the newest Chromium:\n${problems.join('\n')}`);
  for (const row of ALONE) {
    await signIn(phone, row.account);
    const token = await engine.run<string>('return localStorage.getItem("token") || "";');
    const prepared = row.fixture ? await fixtures(world)(row.fixture, token) : { query: row.query ?? '' };
    await goTo(engine, PAGE[row.page] + prepared.query);
    layouts.set(row.page, await engine.run<TextBox[]>('return E.texts();'));
  }
  return layouts;
}

/** How far across: the least of the moves of the left edge, the middle and the right edge. */
const across = (have: TextBox, want: TextBox) =>
  Math.min(
    Math.abs(have.x - want.x),
    Math.abs(have.x + have.w / 2 - (want.x + want.w / 2)),
    Math.abs(have.x + have.w - (want.x + want.w)),
  );

/** Each page whose texts lie elsewhere than the newest Chromium's: the texts, and how far. */
export function misplaced(engine: string, got: Layouts, reference: Layouts): string[] {
  const report: string[] = [];
  for (const [page, boxes] of reference) {
    const theirs = got.get(page as PageName);
    if (!theirs) {
      report.push(`${engine} · ${page}: not laid out (the page was not reached)`);
      continue;
    }
    const at = new Map(theirs.map((b, i) => [b.text, { box: b, i }]));
    const off: string[] = [];
    let before: { have: TextBox; want: TextBox; i: number; j: number } | null = null;
    for (const [j, want] of boxes.entries()) {
      const found = at.get(want.text);
      if (!found) continue;
      const { box: have, i } = found;
      // between the text before and this one each engine shows as many texts, or the two were read in
      // different states (a list that loaded one more page, a page still loading): the page checks
      // see that, the layout is not compared across it
      const sameBetween = !before || i - before.i === j - before.j;
      // a gap is placed by rows the engine measured: what follows it is placed against its end
      if (want.gap || !sameBetween) {
        before = { have, want, i, j };
        continue;
      }
      const dx = across(have, want);
      // a part fixed to the screen is where the screen puts it, whatever lies above it in the page
      const dy = have.y - want.y - (before && !want.fixed ? before.have.y - before.want.y : 0);
      const moves = [dx > MAX_SHIFT_PX && `${dx} px across`, Math.abs(dy) > MAX_SHIFT_PX && `${dy} px down`];
      if (moves.some(Boolean)) off.push(`「${want.text}」 ${moves.filter(Boolean).join(', ')}`);
      if (!want.fixed) before = { have, want, i, j };
    }
    if (!off.length) continue;
    const more = off.length > 6 ? ` and ${off.length - 6} more` : '';
    const list = off.slice(0, 6).join('; ');
    report.push(`${engine} · ${page} ${PAGE[page as PageName]}: ${off.length} texts moved: ${list}${more}`);
  }
  return report;
}
