import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FirstScreen } from '../../src/ui/FirstScreen';
import { flush, render } from '../render';

const items = Array.from({ length: 10 }, (_, i) => `提现 ${i + 1}`);
const rows = (el: Element) => [...el.querySelectorAll('.row')].map((r) => r.textContent);
const row = (name: string) => (
  <p key={name} class="row">
    {name}
  </p>
);

test('rows there at once: a screen of them in the first frame, all of them after it, in order', async () => {
  const rowPx = Math.ceil(window.innerHeight / 4);
  const view = render(
    <FirstScreen items={items} rowPx={rowPx}>
      {row}
    </FirstScreen>,
  );
  assert.equal(rows(view.container), items.slice(0, 4), 'a screen of rows');
  const rest = view.container.querySelector('.ui-first-screen__rest') as HTMLElement;
  assert.is(Number.parseFloat(rest.style.height), window.innerHeight, 'the rest stand out of reach');
  await flush();
  assert.equal(rows(view.container), items);
  assert.not.ok(view.container.querySelector('.ui-first-screen__rest'));
  view.unmount();
});

test('rows that come later (a first visit) all come at once', async () => {
  const view = render(
    <FirstScreen items={[]} rowPx={100}>
      {row}
    </FirstScreen>,
  );
  await flush();
  view.rerender(
    <FirstScreen items={items} rowPx={100}>
      {row}
    </FirstScreen>,
  );
  assert.equal(rows(view.container), items);
  view.unmount();
});

test.run();
