import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DatePicker } from '../../src/ui/DatePicker';
import { render, act } from '../render';

const lists = () => [...document.querySelectorAll('[role="listbox"]')] as HTMLElement[];
const options = (i: number) => [...lists()[i].querySelectorAll('[role="option"]')] as HTMLElement[];
const confirm = () =>
  act(() => [...document.querySelectorAll('button')].find((b) => b.textContent === '确定')!.click());

test('years span 10 either side of this one; it opens on the given date', () => {
  let date = '';
  const { unmount } = render(<DatePicker open value="2024-02-10" onClose={() => {}} onConfirm={(d) => (date = d)} />);
  const year = new Date().getFullYear();
  const years = options(0).map((o) => o.textContent);
  assert.is(years.length, 21);
  assert.is(years[0], `${year - 10}年`);
  assert.is(years[20], `${year + 10}年`);
  confirm();
  assert.is(date, '2024-02-10');
  unmount();
});

test('the day column has the days of the picked month (leap years too)', () => {
  let date = '';
  const { unmount } = render(<DatePicker open value="2024-02-29" onClose={() => {}} onConfirm={(d) => (date = d)} />);
  assert.is(options(2).length, 29, 'February 2024');
  act(() => options(1)[0].click()); // January
  assert.is(options(2).length, 31);
  act(() => options(1)[3].click()); // April: the 29th stays
  assert.is(options(2).length, 30);
  confirm();
  assert.is(date, '2024-04-29');
  unmount();
});

test.run();
