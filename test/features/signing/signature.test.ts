// The signature's geometry: writing the way the phone is held (upright across the screen, held
// sideways down the screen with the board turned), the refusal of a dot or a short stroke, strokes
// kept through a turn or a rotation, and an export that reads upright.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  exportTransform,
  heldTurn,
  inkBounds,
  landscapeBox,
  refit,
  signatureProblem,
  toScreen,
  toWriting,
  writingSize,
} from '../../../src/features/signing/signature';

const upright = { width: 351, height: 560, turn: 0 as const };
const heldLeft = { ...upright, turn: 1 as const };
const heldRight = { ...upright, turn: -1 as const };
const landscape = { width: 643, height: 200, turn: 0 as const };

const geo = suite('signing: writing coordinates');
geo('held upright, the board is the screen; held sideways, its writing area is the long side', () => {
  assert.equal(writingSize(upright), { width: 351, height: 560 });
  assert.equal(writingSize(heldLeft), { width: 560, height: 351 });
  assert.equal(writingSize(heldRight), { width: 560, height: 351 });
  assert.equal(writingSize(landscape), { width: 643, height: 200 });
});
geo('held upright, a line written across the screen is a line of writing (the upright signature)', () => {
  assert.equal(toWriting({ x: 10, y: 50 }, upright), { x: 10, y: 50 });
  assert.equal(toWriting({ x: 300, y: 50 }, upright), { x: 300, y: 50 });
});
geo('held turned left, writing runs down the screen with the letter tops to the right', () => {
  // the start of the line (writing x = 0) is at the top of the screen
  assert.equal(toWriting({ x: 351, y: 0 }, heldLeft), { x: 0, y: 0 });
  // further along the line is further down the screen
  assert.equal(toWriting({ x: 351, y: 100 }, heldLeft), { x: 100, y: 0 });
  // lower on the letters is further left on the screen
  assert.equal(toWriting({ x: 251, y: 0 }, heldLeft), { x: 0, y: 100 });
});
geo('held turned right, writing runs up the screen with the letter tops to the left', () => {
  assert.equal(toWriting({ x: 0, y: 560 }, heldRight), { x: 0, y: 0 });
  assert.equal(toWriting({ x: 0, y: 460 }, heldRight), { x: 100, y: 0 });
  assert.equal(toWriting({ x: 100, y: 560 }, heldRight), { x: 0, y: 100 });
});
geo('how the phone is held, from gravity: sideways either way, upright, or unclear', () => {
  assert.is(heldTurn(9.6, 0.8), 1);
  assert.is(heldTurn(-9.6, 0.8), -1);
  assert.is(heldTurn(0.5, 9.7), 0);
  assert.is(heldTurn(0.2, 0.3), null, 'lying flat');
  assert.is(heldTurn(6.5, 6.5), null, 'tilted halfway');
});
geo('toScreen undoes toWriting', () => {
  for (const p of [
    { x: 10, y: 20 },
    { x: 300, y: 500 },
  ]) {
    for (const screen of [upright, heldLeft, heldRight, landscape])
      assert.equal(toScreen(toWriting(p, screen), screen), p);
  }
});
geo('a rotation keeps strokes inside the new writing area, proportions kept', () => {
  const p = refit({ x: 560, y: 351 }, heldLeft, landscape);
  assert.ok(p.x <= 643 && p.y <= 200);
  assert.is(Math.round((p.x / p.y) * 100), Math.round((560 / 351) * 100));
});
geo.run();

const judge = suite('signing: what counts as a signature');
const line = (from: number, to: number, y = 50) =>
  Array.from({ length: 11 }, (_, i) => ({ x: from + ((to - from) * i) / 10, y }));
judge('nothing drawn asks for a signature', () => {
  assert.is(signatureProblem([]), '请先在签名区域内写下你的姓名');
});
judge('a dot and a single short stroke are refused', () => {
  assert.is(signatureProblem([[{ x: 10, y: 10 }]]), '签名太小或太简单，请写下完整的姓名');
  assert.is(signatureProblem([line(10, 50)]), '签名太小或太简单，请写下完整的姓名');
});
judge('a long single line is too simple as well, several strokes of a name pass', () => {
  assert.is(signatureProblem([line(10, 80)]), '签名太小或太简单，请写下完整的姓名');
  assert.is(signatureProblem([line(10, 120), line(20, 140, 80), line(40, 60, 20)]), null);
});
judge.run();

const out = suite('signing: the exported image');
out('the ink box grows sideways into a landscape image', () => {
  const box = landscapeBox({ left: 100, top: 0, width: 40, height: 100 });
  assert.equal(box, { left: 45, top: 0, width: 150, height: 100 });
  assert.equal(landscapeBox({ left: 0, top: 0, width: 300, height: 100 }).width, 300);
});
out('the export transform puts the ink box, turned upright, at the image origin', () => {
  const apply = ([a, b, c, d, e, f]: number[], p: { x: number; y: number }) => ({
    x: a * p.x + c * p.y + e,
    y: b * p.x + d * p.y + f,
  });
  const strokes = [line(10, 120), line(20, 140, 80)];
  const box = inkBounds(strokes)!;
  for (const screen of [upright, heldLeft, heldRight, landscape]) {
    const t = exportTransform(screen, box, 2);
    const corner = toScreen({ x: box.left, y: box.top }, screen);
    assert.equal(apply(t, corner), { x: 0, y: 0 });
    const far = toScreen({ x: box.left + box.width, y: box.top + box.height }, screen);
    assert.equal(apply(t, far), { x: box.width * 2, y: box.height * 2 });
  }
});
out.run();
