import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { signal } from '@preact/signals-core';
import { useSignalValue } from '../../src/ui/useSignalValue';
import { render, flush } from '../render';

test('useSignalValue: renders the value and again on every change, also one made before the effect ran', async () => {
  const count = signal(1);
  let renders = 0;
  function Shows() {
    renders++;
    return <p>{useSignalValue(count)}</p>;
  }
  const { container, unmount } = render(<Shows />);
  assert.is(container.textContent, '1');
  count.value = 2;
  await flush(5);
  assert.is(container.textContent, '2');
  count.value = 3;
  await flush(5);
  assert.is(container.textContent, '3');
  unmount();
  const before = renders;
  count.value = 4;
  await flush(5);
  assert.is(renders, before, 'an unmounted component no longer listens');
});

test.run();
