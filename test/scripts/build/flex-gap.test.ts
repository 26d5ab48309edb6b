// The build's fallback for flexbox gap on kernels without it (scripts/build/flex-gap.ts): a margin
// after each item but the last along the rule's direction (an item pushed with margin-left: auto
// keeps it), after each item when it wraps (with the container's bottom and right margins less the
// gaps, so the last row has no space after it and a row's last item room for its margin), scoped to
// <html class="nfg">; grid gaps and rules without a gap are left alone.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { withFlexGapFallback } from '../../../scripts/build/flex-gap';

const fallback = (css: string) => withFlexGapFallback(css).slice(css.length);

test('a row: a right margin on every item but the last', () => {
  assert.is(fallback('.a{display:flex;gap:.08rem}'), '.nfg .a>:not(:last-child){margin-right:.08rem}');
});

test('a column: a bottom margin, from the row gap of a two-value gap; every selector of the list', () => {
  assert.is(
    fallback('.b,.c{display:flex;flex-direction:column;gap:4px 2px}'),
    '.nfg .b>:not(:last-child),.nfg .c>:not(:last-child){margin-bottom:4px}',
  );
});

test('reversed and wrapping flows', () => {
  assert.is(fallback('.r{display:flex;flex-flow:row-reverse;gap:3px}'), '.nfg .r>:not(:last-child){margin-left:3px}');
  assert.is(
    fallback('.w{display:flex;flex-wrap:wrap;gap:6px 10px}'),
    '.nfg .w>*{margin-bottom:6px;margin-right:10px}' + '.nfg .w{margin-bottom:-6px;margin-right:-10px}',
  );
});

test('a wrapping container keeps its own bottom margin, less the last row’s', () => {
  assert.is(
    fallback('.m{display:flex;flex-wrap:wrap;gap:8px;margin:12px 0 16px}'),
    '.nfg .m>*{margin-bottom:8px;margin-right:8px}' + '.nfg .m{margin-bottom:calc(16px - 8px);margin-right:-8px}',
  );
  assert.is(
    fallback('.n{display:flex;flex-flow:row wrap;column-gap:8px;margin-bottom:4px}'),
    '.nfg .n>*{margin-right:8px}.nfg .n{margin-right:-8px}',
    'no row gap: no bottom margin to take back',
  );
  assert.is(
    fallback('.z{display:flex;flex-wrap:wrap;gap:8px;margin:0}'),
    '.nfg .z>*{margin-bottom:8px;margin-right:8px}' + '.nfg .z{margin-bottom:-8px;margin-right:-8px}',
  );
});

test('inside @media the fallback stays in the block; column-gap alone on an inline-flex', () => {
  assert.is(
    withFlexGapFallback('@media (min-width:1px){.e{display:inline-flex;column-gap:3px}}'),
    '@media (min-width:1px){.e{display:inline-flex;column-gap:3px}.nfg .e>:not(:last-child){margin-right:3px}}',
  );
});

test('a modifier that turns its block into a column: the block’s gap below each item instead of beside it', () => {
  const css = withFlexGapFallback('.l{display:inline-flex;gap:8px}.l--v{flex-direction:column}');
  const modifier = '.nfg .l--v>:not(:last-child){margin-right:0;margin-bottom:8px}';
  assert.ok(css.endsWith(`.l--v{flex-direction:column}${modifier}`), css);
  const unrelated = '.k{display:flex;gap:8px}.m--v{flex-direction:column}';
  assert.is(withFlexGapFallback(unrelated).split('.nfg').length, 2, 'a modifier of no gap rule is left alone');
});

test('a gap and a flow without a display: a flex container whose display another rule sets', () => {
  assert.is(fallback('.f{flex-direction:column;gap:8px}'), '.nfg .f>:not(:last-child){margin-bottom:8px}');
});

test('grid gaps and flex rules without a gap are left alone', () => {
  for (const css of ['.g{display:grid;gap:9px}', '.f{display:flex;align-items:center}']) {
    assert.is(withFlexGapFallback(css), css);
  }
});

test.run();
