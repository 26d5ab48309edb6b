import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Cell, CellGroup } from '../../src/ui/Cell';
import { render, act } from '../render';

test('a cell with `to` is a link with an arrow, with onClick a button, otherwise plain', () => {
  let taps = 0;
  const { container, unmount } = render(
    <CellGroup title="账户">
      <Cell title="我的银行卡" to="#/pages/bankCard/index" />
      <Cell title="退出登录" onClick={() => taps++} />
      <Cell title="手机号" value="138****0001" label="登录用" />
    </CellGroup>,
  );
  const [link, button, plain] = [...container.querySelectorAll('.ui-cell')];
  assert.is(link.tagName, 'A');
  assert.is(link.getAttribute('href'), '#/pages/bankCard/index');
  assert.ok(link.querySelector('.ui-cell__arrow'));
  assert.is(button.tagName, 'BUTTON');
  act(() => (button as HTMLButtonElement).click());
  assert.is(taps, 1);
  assert.is(plain.tagName, 'DIV');
  assert.is(plain.querySelector('.ui-cell__arrow'), null);
  assert.match(plain.textContent!, '138****0001');
  assert.is(container.querySelector('h3')?.textContent, '账户');
  unmount();
});

test.run();
