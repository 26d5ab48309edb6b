// A search box's text and its keyword: a keystroke renders the box only; the page that lists by the
// keyword renders once typing pauses (not the whole 素材中心 on every keystroke).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SearchBox } from '../../src/ui/SearchBox';
import { useKeyword } from '../../src/ui/useKeyword';
import { flush, render, type } from '../render';

let pageRenders = 0;
function SearchPage() {
  pageRenders++;
  const search = useKeyword(50);
  return (
    <div>
      <SearchBox id="s" label="搜索素材" placeholder="搜索素材标题或文案" value={search.typed} onType={search.type} />
      <p>{search.keyword ? `搜索：${search.keyword}` : '全部素材'}</p>
    </div>
  );
}

test('a keystroke shows in the box without rendering the page; the keyword follows once typing pauses', async () => {
  pageRenders = 0;
  const { container, unmount } = render(<SearchPage />);
  const input = container.querySelector<HTMLInputElement>('#s')!;
  const before = pageRenders;
  type(input, '洗');
  await flush();
  type(input, '洗护 ');
  await flush();
  assert.is(pageRenders, before, 'no render of the page per keystroke');
  assert.is(input.value, '洗护 ');
  assert.is(container.querySelector('p')!.textContent, '全部素材');
  await flush(80);
  assert.is(pageRenders, before + 1, 'one render for the settled keyword');
  assert.is(container.querySelector('p')!.textContent, '搜索：洗护');
  assert.is(input.value, '洗护 ', 'what was typed stays as typed');
  unmount();
});

test('the box shows a text set from outside (a string value still works)', () => {
  const { container, unmount } = render(
    <SearchBox id="s" label="搜索客户" placeholder="搜索" value="王" onType={() => {}} />,
  );
  assert.is(container.querySelector<HTMLInputElement>('#s')!.value, '王');
  unmount();
});

test.run();
