// The one-character icon tiles of the earnings centre's grid and the store home's services: a
// white glyph reaches 4.5:1 on each tile's colour, read on a cheap phone in daylight (余 on #f5a623
// would be 2.0:1, 址 on #52c41a 2.3:1).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ALL_ENTRIES } from '../../src/features/money/pages/home/entries';
import { ENTRY_COLOURS } from '../../src/features/shops/pages/storeHome/entries';
import { contrast, parseColour } from '../../src/lib/contrast';

const WHITE = parseColour('#fff')!;
const below = (colours: string[]) =>
  colours
    .map((c) => [c, contrast(WHITE, parseColour(c)!)] as const)
    .filter(([, ratio]) => ratio < 4.5)
    .map(([c, ratio]) => `${c} ${ratio.toFixed(2)}:1`);

test('every tile of the earnings centre takes a white glyph at 4.5:1', () => {
  assert.equal(below(ALL_ENTRIES.map((e) => e.color)), []);
});

test("every tile of the store home's services takes a white glyph at 4.5:1", () => {
  assert.equal(below(ENTRY_COLOURS), []);
});

test.run();
