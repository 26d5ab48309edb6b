// 选择银行: the banks found stay on screen while the next keyword is searched; a failed search
// says so with the reason and 重新加载; a keyword that finds nothing says so.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import BankPage from '../../../../src/features/money/pages/bank/index';
import { flush, fire, type } from '../../../render';
import { fakeApi, type FakeApi, renderAt } from '../../../helpers/fake-api';

const SUPPORT_BANK = '/api/userBank/supportBank';
const BANKS = [
  { code: 'ICBC', name: '工商银行', logo: '' },
  { code: 'CMB', name: '招商银行', logo: '' },
  { code: 'CCB', name: '建设银行', logo: '' },
];
let api: FakeApi;
/** The answers wait for this: a test opens it to let them through. */
let gate: Promise<void> = Promise.resolve();
/** Requests sent, counted before the gate. */
let sent = 0;

function setUp(broken: string[] = []) {
  api = fakeApi({
    [SUPPORT_BANK]: () => {
      const keyword = (api.calls.at(-1)?.body as { keyword?: string } | undefined)?.keyword || '';
      if (broken.includes(keyword)) return { code: 500, message: '服务器开小差了' };
      const list = BANKS.filter((b) => b.name.includes(keyword));
      return { data: { list, total: list.length, pageNum: 1, pageSize: 50 } };
    },
  });
  const answer = globalThis.fetch;
  sent = 0;
  globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
    sent++;
    await gate;
    return answer(...args);
  }) as typeof fetch;
}
test.after.each(() => {
  gate = Promise.resolve();
  api.restore();
});

const names = (c: Element) => [...c.querySelectorAll('.ui-cell__title')].map((el) => el.textContent?.trim());

async function page() {
  const view = renderAt('/pages/bank/index', <BankPage />);
  for (let i = 0; i < 20 && view.container.querySelector('[aria-busy]'); i++) await flush(5);
  return view;
}

/** Types a keyword and waits out the 500 ms pause before it is searched. */
async function search(c: Element, keyword: string) {
  type(c.querySelector('input')!, keyword);
  await flush(600);
  await flush(5);
}

test('the banks found stay while the next keyword is searched, then give way to its answer', async () => {
  setUp();
  const { container, unmount } = await page();
  assert.equal(names(container), ['工商银行', '招商银行', '建设银行']);
  let open = () => {};
  gate = new Promise((r) => (open = r));
  await search(container, '招');
  assert.is(sent, 2, 'the search for 招 is on its way');
  assert.not.ok(container.querySelector('[aria-busy]'), 'no skeleton while searching');
  assert.equal(names(container), ['工商银行', '招商银行', '建设银行']);
  open();
  await flush(5);
  assert.is(api.count(SUPPORT_BANK), 2);
  assert.equal(names(container), ['招商银行']);
  unmount();
});

test('a failed search says so with the reason, and 重新加载 searches again', async () => {
  setUp(['建']);
  const { container, unmount } = await page();
  await search(container, '建');
  const alert = container.querySelector('[role="alert"]');
  assert.match(alert?.textContent || '', '银行列表加载失败');
  assert.match(alert?.textContent || '', '服务器开小差了');
  assert.equal(names(container), [], 'the banks of the old keyword are gone');
  api.routes[SUPPORT_BANK] = { data: { list: [BANKS[2]], total: 1, pageNum: 1, pageSize: 50 } };
  fire([...container.querySelectorAll('button')].find((b) => b.textContent === '重新加载')!, 'click');
  await flush(5);
  assert.equal(names(container), ['建设银行']);
  assert.is(api.count(SUPPORT_BANK), 3);
  unmount();
});

test('a keyword that finds nothing says so', async () => {
  setUp();
  const { container, unmount } = await page();
  await search(container, '花旗');
  assert.match(container.textContent || '', '没有找到“花旗”，请换个关键词试试');
  unmount();
});

test.run();
