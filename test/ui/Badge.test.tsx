import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Badge } from '../../src/ui/Badge';
import { NoticeBar } from '../../src/ui/NoticeBar';
import { render } from '../render';

test('Badge: a count (99+ above max), a dot, text; nothing for 0', () => {
  const badge = (el: preact.ComponentChild) => {
    const r = render(el);
    const text = r.container.querySelector('.ui-badge')?.textContent ?? null;
    r.unmount();
    return text;
  };
  assert.is(badge(<Badge value={5}>消息</Badge>), '5');
  assert.is(badge(<Badge value={120}>消息</Badge>), '99+');
  assert.is(badge(<Badge value={120} max={9} />), '9+');
  assert.is(badge(<Badge dot>消息</Badge>), '');
  assert.is(badge(<Badge value="新" />), '新');
  assert.is(badge(<Badge value={0}>消息</Badge>), null);
});

test('NoticeBar: a link to the details, or a note', () => {
  const link = render(<NoticeBar text="完成实名认证后才能提现" to="#/pages/withdrawalAuth/withdrawalAuth" />);
  assert.is(link.container.querySelector('a')?.getAttribute('href'), '#/pages/withdrawalAuth/withdrawalAuth');
  assert.is(link.container.textContent, '完成实名认证后才能提现');
  link.unmount();
  const note = render(<NoticeBar text="系统维护" scroll />);
  assert.is(note.container.querySelector('[role="note"]')?.textContent, '系统维护');
  assert.ok(note.container.querySelector('.ui-notice--scroll'));
  note.unmount();
});

test.run();
