// Share cards, on WeChat's own script and the simulated client: a page's card is set on both of
// WeChat's share APIs with absolute addresses once a config is accepted, and leaving the page
// puts the app's default card back; a refused card is set again after the next accepted config;
// outside WeChat nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { InviteCard } from '../../../src/features/team/InviteCard';
import { setLaunchShareCard, useShareCard, type PageShareCard } from '../../../src/app/wechat/share';
import { wxReady } from '../../../src/app/wechat/sdk';
import { fakeWeChat, signing, until, type FakeWeChat } from '../../helpers/fake-wechat';
import { fakeApi, type FakeApi } from '../../helpers/fake-api';
import { flush, render } from '../../render';

const ICON = 'https://cdn.example.com/icon.png';
let api: FakeApi;
let wechat: FakeWeChat | null = null;
test.before.each(() => {
  api = fakeApi({
    '/api/wechat/settings': { data: { miniProgram: { username: 'gh_x', path: 'p' }, shareIconUrl: ICON } },
    ...signing(),
  });
});
// WeChat first, and its late work done while the fake API still answers: a page's unmount queues
// the default share card, which asks for the settings again once WeChat's are forgotten. Asked of
// the real fetch, that fails, and its retry 500 ms later (src/api/http.ts) lands in the next file.
test.after.each(async () => {
  wechat?.restore();
  wechat = null;
  await flush();
  api.restore();
});

function Sharing({ card }: { card: PageShareCard }) {
  useShareCard(card);
  return <p>{card.title}</p>;
}
const shares = () =>
  wechat!
    .calls()
    .filter((c) => c.name.startsWith('update'))
    .map(({ name, args }) => ({ name, args }));
const answered = () =>
  wechat!
    .calls()
    .filter((c) => c.name.startsWith('update'))
    .map((c) => c.answer);

test('a card is set on both APIs, absolute; unmounting puts the default card back', async () => {
  history.replaceState(null, '', '/#/pages/material/index');
  wechat = fakeWeChat();
  const view = render(
    <Sharing card={{ title: '素材一', desc: '第一行', link: '/#/x?id=1', imgUrl: '/mock-static/m.svg' }} />,
  );
  await until(() => shares().length === 2);
  assert.equal(shares(), [
    {
      name: 'updateAppMessageShareData',
      args: {
        title: '素材一',
        desc: '第一行',
        link: 'http://localhost:3000/#/x?id=1',
        imgUrl: 'http://localhost:3000/mock-static/m.svg',
      },
    },
    {
      name: 'updateTimelineShareData',
      args: {
        title: '素材一',
        link: 'http://localhost:3000/#/x?id=1',
        imgUrl: 'http://localhost:3000/mock-static/m.svg',
      },
    },
  ]);
  view.unmount();
  await until(() => shares().length === 4);
  const [friend, moments] = shares().slice(2);
  assert.equal(friend.args, {
    title: '合伙人',
    desc: '查看收益、管理团队和门店，随时随地处理合伙业务',
    link: 'http://localhost:3000/',
    imgUrl: ICON,
  });
  assert.equal(moments.args, { title: '合伙人', link: 'http://localhost:3000/', imgUrl: ICON });
  assert.ok(
    answered().every((a) => a.endsWith(':ok')),
    'every card accepted by WeChat',
  );
  history.replaceState(null, '', '/');
});

test('the invite card: the inviter, a one-line description, the invite link and the app icon', async () => {
  wechat = fakeWeChat();
  const link = 'http://localhost:3000/#/pages/login/index?inviter=ABC123';
  const view = render(<InviteCard link={link} nickname="张三" />);
  await until(() => shares().length === 2);
  assert.equal(shares()[0].args, {
    title: '张三邀请你加入合伙人团队',
    desc: '点开登录，即成为我的团队成员，一起经营洗护生意',
    link,
    imgUrl: ICON,
  });
  view.unmount();
  // the default card back before this WeChat goes (the cards are applied one after another)
  await until(() => shares().length === 4);
});

test("the launch flow's default card, asked for after a page's, does not replace it", async () => {
  wechat = fakeWeChat();
  const view = render(<Sharing card={{ title: '邀请', desc: 'd', link: '/#/i', imgUrl: '/i.png' }} />);
  await setLaunchShareCard();
  await until(() => shares().length === 2);
  await new Promise((r) => setTimeout(r, 30));
  assert.equal(
    shares().map((c) => (c.args as { title: string }).title),
    ['邀请', '邀请'],
  );
  view.unmount();
  await until(() => shares().length === 4);
  // with no page card left, the launch flow's card is the default
  await setLaunchShareCard();
  await until(() => shares().length === 6);
  assert.is((shares()[5].args as { title: string }).title, '合伙人');
});

test('a card refused (the query changed since the config) is set again once WeChat accepts the next config', async () => {
  wechat = fakeWeChat();
  await wxReady();
  // the page's address moves under the accepted config: WeChat refuses calls made for the old one
  history.replaceState(null, '', '/?from=timeline#/');
  const view = render(<Sharing card={{ title: '邀请', desc: 'd', link: '/#/i', imgUrl: '/i.png' }} />);
  await until(() => answered().filter((a) => a.endsWith(':ok')).length === 2);
  assert.equal(
    wechat.named('preVerifyJSAPI').map((c) => c.answer),
    ['config:ok', 'config:ok'],
  );
  assert.equal(
    shares()
      .map((c) => (c.args as { title: string }).title)
      .slice(-2),
    ['邀请', '邀请'],
  );
  view.unmount();
  history.replaceState(null, '', '/');
});

test('outside WeChat a card sets nothing and asks for nothing', async () => {
  const view = render(<Sharing card={{ title: 't', desc: 'd', link: '/', imgUrl: '/i.png' }} />);
  await new Promise((r) => setTimeout(r, 30));
  view.unmount();
  await new Promise((r) => setTimeout(r, 30));
  assert.is(api.calls.length, 0);
  assert.not.ok((globalThis as { wx?: unknown }).wx);
});

test.run();
