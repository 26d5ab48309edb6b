// The search box above a filtered list: a labelled search field that hands back what is typed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SearchBox } from '../../src/ui/SearchBox';
import { fire, render } from '../render';

test('labelled for screen readers, the typed text handed back as typed', () => {
  const typed: string[] = [];
  const { container, unmount } = render(
    <SearchBox id="s" label="搜索客户" placeholder="搜索昵称或手机号" value="" onType={(t) => typed.push(t)} />,
  );
  const input = container.querySelector<HTMLInputElement>('#s')!;
  assert.is(container.querySelector('label[for="s"]')?.textContent, '搜索客户');
  assert.is(input.type, 'search');
  assert.is(input.placeholder, '搜索昵称或手机号');
  input.value = '王 ';
  fire(input, 'input');
  assert.equal(typed, ['王 ']);
  unmount();
});

test.run();
