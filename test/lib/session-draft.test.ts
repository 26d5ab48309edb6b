// The one owner of what pages keep in sessionStorage: drafts (sessionDraft), the guards of their
// shape (shaped) and a picker's hand-back (handBack).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { handBack } from '../../src/lib/hand-back';
import { sessionDraft, shaped } from '../../src/lib/session-draft';

interface Card {
  no: string;
  year: number;
}
const isCard = shaped<Card>({ no: 'string', year: 'number' });

test.before.each(() => sessionStorage.clear());

test('a draft reads back what was saved, in sessionStorage, until cleared', () => {
  const draft = sessionDraft('draft:test', isCard);
  assert.is(draft.read(), null);
  draft.save({ no: '6222', year: 2030 });
  assert.equal(JSON.parse(sessionStorage.getItem('draft:test') ?? 'null'), { no: '6222', year: 2030 });
  assert.equal(draft.read(), { no: '6222', year: 2030 });
  draft.clear();
  assert.is(draft.read(), null);
  assert.is(sessionStorage.getItem('draft:test'), null);
});

test('a kept value of another shape reads as nothing and is dropped', () => {
  sessionStorage.setItem('draft:test', JSON.stringify({ no: 6222, year: 2030 }));
  assert.is(sessionDraft('draft:test', isCard).read(), null);
  assert.is(sessionStorage.getItem('draft:test'), null);
});

test('shaped: an object whose named fields have the named types, nothing else', () => {
  assert.ok(isCard({ no: '1', year: 1, extra: true }));
  for (const bad of [null, undefined, 'x', 3, [], {}, { no: '1' }, { no: 1, year: 1 }, { no: '1', year: '1' }])
    assert.not.ok(isCard(bad), JSON.stringify(bad));
});

test('a hand-back is taken once: the opener gets the choice, then nothing', () => {
  const pick = handBack('pick:test', isCard);
  assert.is(pick.take(), null);
  pick.leave({ no: '6222', year: 2030 });
  assert.equal(pick.take(), { no: '6222', year: 2030 });
  assert.is(pick.take(), null);
});

test.run();
