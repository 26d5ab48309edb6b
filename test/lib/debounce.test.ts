import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { debounce, throttle } from '../../src/lib/debounce';
import { installClock } from '../ui/clock';

let clock: ReturnType<typeof installClock>;
test.before.each(() => {
  clock = installClock();
});
test.after.each(() => clock.restore());

test('debounce waits 500 ms of quiet by default and uses the last arguments', async () => {
  const calls: string[] = [];
  const search = debounce((q: string) => calls.push(q));
  search('a');
  await clock.tick(300);
  search('ab');
  await clock.tick(499);
  assert.equal(calls, []);
  await clock.tick(1);
  assert.equal(calls, ['ab']);
});

test('debounce: a custom wait, and cancel drops the pending call', async () => {
  const calls: number[] = [];
  const save = debounce((n: number) => calls.push(n), 100);
  save(1);
  await clock.tick(100);
  save(2);
  save.cancel();
  await clock.tick(1000);
  assert.equal(calls, [1]);
});

test('throttle runs at once, then at most once per interval with the latest arguments', async () => {
  const calls: number[] = [];
  const onScroll = throttle((y: number) => calls.push(y), 200);
  onScroll(1);
  onScroll(2);
  onScroll(3);
  assert.equal(calls, [1]);
  await clock.tick(200);
  assert.equal(calls, [1, 3], 'the last call of the interval runs at its end');
  await clock.tick(50);
  onScroll(4);
  assert.equal(calls, [1, 3], 'still inside the interval that began with 3');
  await clock.tick(150);
  assert.equal(calls, [1, 3, 4]);
  await clock.tick(1000);
  onScroll(5);
  assert.equal(calls, [1, 3, 4, 5], 'after a quiet interval it runs at once again');
});

test('throttle: cancel drops the trailing call', async () => {
  const calls: number[] = [];
  const t = throttle((n: number) => calls.push(n));
  t(1);
  t(2);
  t.cancel();
  await clock.tick(1000);
  assert.equal(calls, [1]);
});

test.run();
