// Flexbox `gap` came in Chrome 84 and iOS 14.5; the supported kernels (package.json's
// browserslist) start earlier, where a flex container's gap is simply dropped and its items
// touch. For every rule that sets `display: flex` and a gap (the rules caniuse's checker flags,
// the same test as doiuse's flexbox-gap), the shipped CSS gets a fallback right after it, for a
// page whose <html> has NO_FLEX_GAP (src/lib/flex-gap.ts tests the kernel): a margin after
// every item but the last, along the rule's direction, or after every item when it wraps (and then
// the container's own bottom and right margins less the gaps, which take back the last row's and
// each row's last item's). A BEM modifier that only turns the flow (`.x--v{flex-direction:column}`)
// gets its block's gap along its own direction. Margins need elements: a flex item that is a bare
// text gets none, so components wrap such texts. Source CSS keeps its gap; a kernel with flex gap
// ignores the fallback.
import postcss, { type Declaration, type Rule } from 'postcss';
import { NO_FLEX_GAP } from '../../src/lib/flex-gap.ts';

export { NO_FLEX_GAP };

const decl = (rule: Rule, prop: string) =>
  rule.nodes.filter((n): n is Declaration => n.type === 'decl' && n.prop === prop).at(-1)?.value;

/** The rule's row and column gap, or null when it is not a flex container with a gap. */
function gapsOf(rule: Rule): { row: string; column: string } | null {
  const display = decl(rule, 'display');
  // without a display of its own, a flow makes it a flex rule (`.footer--v` beside a `.footer` with display: flex)
  const flex = display ? /^(inline-)?flex$/.test(display) : !!(decl(rule, 'flex-direction') || decl(rule, 'flex-flow'));
  if (!flex) return null;
  const [row, column = row] = (decl(rule, 'gap') ?? '').split(/\s+/).filter(Boolean);
  const gaps = { row: decl(rule, 'row-gap') ?? row, column: decl(rule, 'column-gap') ?? column };
  return gaps.row || gaps.column ? gaps : null;
}

/** The margin the rule gives its element on `side` (`margin-<side>`, or the `margin` shorthand's), if any. */
function ownMargin(rule: Rule, side: 'bottom' | 'right'): string | null {
  const own = rule.nodes
    .filter((n): n is Declaration => n.type === 'decl' && (n.prop === 'margin' || n.prop === `margin-${side}`))
    .at(-1);
  if (!own) return null;
  const sides = own.value.split(/\s+/);
  const value =
    own.prop === 'margin' ? (side === 'bottom' ? (sides[2] ?? sides[0]) : (sides[1] ?? sides[0])) : own.value;
  return /^0[a-z]*$/.test(value) ? null : value;
}

/** `margin-<side>` less `gap`: its negative alone when the rule gives it none. */
const lessGap = (rule: Rule, side: 'bottom' | 'right', gap: string) => {
  const own = ownMargin(rule, side);
  return `margin-${side}:${own ? `calc(${own} - ${gap})` : `-${gap}`}`;
};

/** The block's gaps for a modifier rule (`.x--v` beside `.x`) that sets a flow and no gap of its own. */
type GapsBySelector = Map<string, { row: string; column: string }>;
function modifiedGaps(rule: Rule, blocks: GapsBySelector) {
  if (!decl(rule, 'flex-direction') && !decl(rule, 'flex-flow')) return null;
  const found = rule.selectors.map((s) => blocks.get(s.replace(/^(\.[\w-]+?)--[\w-]+$/, '$1')));
  return rule.selectors.every((s, i) => /--/.test(s) && found[i]) ? found[0] : null;
}

function fallbackOf(rule: Rule, blocks: GapsBySelector): string | null {
  const own = gapsOf(rule);
  // a modifier's items have their block's margins on the other side already: the block's are taken back
  const gaps = own ?? modifiedGaps(rule, blocks);
  if (!gaps) return null;
  const flow = `${decl(rule, 'flex-direction') ?? ''} ${decl(rule, 'flex-flow') ?? ''}`;
  const column = /column/.test(flow);
  const reverse = /reverse/.test(flow);
  const wraps = /(^|\s)wrap/.test(`${decl(rule, 'flex-wrap') ?? ''} ${flow}`);
  const scope = (items: string) => rule.selectors.map((s) => `.${NO_FLEX_GAP} ${s}>${items}`).join(',');
  if (wraps) {
    const margins = [gaps.row && `margin-bottom:${gaps.row}`, gaps.column && `margin-right:${gaps.column}`];
    // the container's own margins less the gaps: no space after the last row, and the last item of
    // a row has room for its margin (with it counted, a row took one item fewer)
    const back = [gaps.row && lessGap(rule, 'bottom', gaps.row), gaps.column && lessGap(rule, 'right', gaps.column)];
    const container = rule.selectors.map((s) => `.${NO_FLEX_GAP} ${s}`).join(',');
    return `${scope('*')}{${margins.filter(Boolean).join(';')}}${container}{${back.filter(Boolean).join(';')}}`;
  }
  const size = column ? gaps.row : gaps.column;
  if (!size || size === '0') return null;
  // after each item but the last: an item pushed away with `margin-left: auto` (or top) keeps it
  const side = column ? (reverse ? 'top' : 'bottom') : reverse ? 'left' : 'right';
  const undo = own ? '' : `margin-${column ? 'right' : 'bottom'}:0;`;
  return `${scope(':not(:last-child)')}{${undo}margin-${side}:${size}}`;
}

/** `css` with a fallback for kernels without flex gap after every flex rule with a gap. */
export function withFlexGapFallback(css: string): string {
  const root = postcss.parse(css);
  const blocks: GapsBySelector = new Map();
  root.walkRules((rule) => {
    const gaps = gapsOf(rule);
    if (gaps) for (const s of rule.selectors) blocks.set(s, gaps);
  });
  root.walkRules((rule) => {
    const fallback = fallbackOf(rule, blocks);
    if (fallback) rule.after(postcss.parse(fallback));
  });
  return root.toString();
}
