// The contact sheet's pure parts: the table covers every page, a state's scenario reaches the
// calls it names, and the sheet names the route, the state and the account under each picture.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PAGE } from '../../../src/app/paths';
import { tableProblems } from '../../../scripts/screens/coverage';
import { SCREENS } from '../../../scripts/screens/recipes';
import { scenarioGate } from '../../../scripts/screens/scenario';
import { renderSheet } from '../../../scripts/screens/sheet';

const table = suite('screens: the table');

table('has one row for every page of PAGE, each starting loaded', () => {
  assert.equal(tableProblems(SCREENS), []);
});

table('names a page left out, one listed twice and a row not starting loaded', () => {
  const rows = SCREENS.map((f) => ({ ...f, screens: f.screens.filter((s) => s.page !== 'storeList') }));
  rows[0].screens.push({ page: 'login', account: null, states: [{ state: 'empty' }] });
  assert.equal(tableProblems(rows), [
    'login: 2 rows (one each)',
    'storeList: 0 rows (one each)',
    'login: the first state must be loaded',
  ]);
});

table('names a form whose errors are never shown', () => {
  const rows = [
    {
      feature: 'places',
      screens: [
        {
          page: 'address' as const,
          account: 'partner' as const,
          states: [
            { state: 'loaded' as const },
            { state: 'submitted' as const, steps: [{ fill: '收货人', value: '张伟' }] },
          ],
        },
      ],
    },
  ];
  assert.ok(tableProblems(rows).includes('address: a form without an invalid state'));
});

table.run();

const gate = suite('screens: which calls carry the scenario');

gate('a failure fails the calls of the loaded state, not the shell’s', () => {
  const decide = scenarioGate({ name: 'server-error' }, ['/api/store/listH5', '/api/wechat/jsSdkConfig']);
  assert.is(decide('/api/store/listH5'), 'server-error');
  assert.is(decide('/api/wechat/jsSdkConfig'), null);
  assert.is(decide('/api/user/getUserInfo'), null);
});

gate('empty covers every API call and no file', () => {
  const decide = scenarioGate({ name: 'empty' }, []);
  assert.is(decide('/api/anything'), 'empty');
  assert.is(decide('/common/upload'), 'empty');
  assert.is(decide('/chunks/x.js'), null);
});

gate('skip and times: the first page passes, the second fails once, the retry passes', () => {
  const decide = scenarioGate({ name: 'server-error', routes: ['/api/list'], skip: 1, times: 1 }, []);
  assert.equal(
    [1, 2, 3].map(() => decide('/api/list')),
    [null, 'server-error', null],
  );
});

gate.run();

const sheet = suite('screens: index.html');

sheet('groups by feature and names route, state and account under each picture', () => {
  const html = renderSheet(
    [
      {
        feature: 'shops 门店',
        page: 'storeList',
        path: `${PAGE.storeList}?status=2`,
        state: 'failed',
        variant: '第二页失败',
        account: 'director',
        file: 'shops/storeList--failed-1.png',
        calls: [{ route: '/api/store/listH5', scenario: 'server-error' }],
        problems: ['对比度不足：<b>'],
      },
    ],
    'now',
  );
  assert.match(html, '<h2>shops 门店（1）</h2>');
  assert.match(html, 'src="shops/storeList--failed-1.png"');
  assert.match(html, '加载失败（第二页失败）');
  assert.match(html, '#/pages/storeList/storeList?status=2');
  assert.match(html, '13800000003 市级总监');
  assert.match(html, '对比度不足：&lt;b&gt;');
  assert.match(html, '<code>/api/store/listH5</code> ← server-error');
});

sheet.run();
