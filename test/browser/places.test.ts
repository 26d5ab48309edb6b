// Address and location journeys in real Chromium as the partner 13800000001: an address added
// through the region picker, made default and deleted; the 21st address refused before the
// form; leaving an untouched form asks nothing; 选择位置's nearby places and search with a granted
// fake position, and its manual entry with a denied one.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startApp, type App } from './helpers';

const LIST = '/pages/addressManagement/index';
const journeys = suite<{ app: App }>('address and location journeys', { app: null as unknown as App });

journeys.before(async (ctx) => {
  ctx.app = await startApp({
    prepareDb: (db) => {
      const userId = (mobile: string) => db.users.find((u) => u.mobile === mobile)!.id;
      // 13800000001 starts with none; 13800000003 keeps 20 (the limit)
      db.addresses = db.addresses.filter(
        (a) => a.userId !== userId('13800000001') && a.userId !== userId('13800000003'),
      );
      for (let i = 0; i < 20; i++) {
        db.addresses.push({
          id: 1000 + i,
          userId: userId('13800000003'),
          name: `收件人${i}`,
          mobile: '13800000003',
          province: '北京市',
          city: '北京市',
          district: '东城区',
          detail: `东华门街道 ${i} 号院`,
          lat: null,
          lng: null,
          isDefault: i === 0,
        });
      }
    },
  });
  await ctx.app.loginAs('13800000001');
});
journeys.after(async (ctx) => {
  await ctx.app.close();
});

/** Turns the wheel labelled `label` (a listbox) to the option `name`. */
async function wheelTo(app: App, column: number, name: string) {
  const page = app.page;
  const wheel = page.locator('.ui-picker [role=listbox]').nth(column);
  await wheel.getByText(name, { exact: true }).waitFor();
  await wheel.getByText(name, { exact: true }).click();
}

journeys('an address is added through the region picker, made default, then deleted', async ({ app }) => {
  const page = await app.open(LIST);
  await page.getByText('还没有地址').waitFor();
  await page.getByRole('button', { name: '新增地址' }).click();
  await page.waitForFunction(() => location.hash === '#/pages/address/index');
  await page.getByLabel('收货人').fill('张三');
  await page.getByLabel('手机号').fill('1380000');
  await page.getByLabel('详细地址').click();
  await page.getByText('请输入11位手机号（以1开头）').waitFor();
  await page.getByLabel('手机号').fill('13800000009');
  await page.getByLabel('所在地区').click();
  await wheelTo(app, 0, '河北省');
  await wheelTo(app, 1, '石家庄市');
  await page.locator('.ui-picker [role=listbox]').nth(2).locator('[role=option]').first().waitFor();
  const district = (
    (await page.locator('.ui-picker [role=listbox]').nth(2).locator('[role=option]').first().textContent()) || ''
  ).trim();
  await app.shot('places-region-picker');
  await page.getByRole('button', { name: '确定' }).click();
  assert.is(await page.getByLabel('所在地区').inputValue(), `河北省 石家庄市 ${district}`);
  await page.getByLabel('详细地址').fill('中山西路 88 号 2 栋');
  await app.shot('places-address-form');
  await page.getByRole('button', { name: '保存' }).click();
  await page.waitForFunction(() => location.hash === '#/pages/addressManagement/index');
  await page.getByText(`河北省石家庄市${district}中山西路 88 号 2 栋`).waitFor();
  assert.ok(await page.locator('.addr-item__default').isVisible(), 'the only address is the default');

  // a second one, then it is made the default and moves first
  await page.getByRole('button', { name: '新增地址' }).click();
  await page.getByLabel('收货人').fill('李四');
  await page.getByLabel('手机号').fill('13800000008');
  await page.getByLabel('所在地区').click();
  await wheelTo(app, 0, '北京市');
  await page.locator('.ui-picker [role=listbox]').nth(2).locator('[role=option]').first().waitFor();
  await page.getByRole('button', { name: '确定' }).click();
  await page.getByLabel('详细地址').fill('东华门街道 1 号');
  await page.getByRole('button', { name: '保存' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.addr-item').length === 2);
  await page.getByRole('radio').nth(1).check();
  await page.getByText('已设为默认地址').waitFor();
  await page.waitForFunction(() => document.querySelector('.addr-item__who')?.textContent?.startsWith('李四'));
  await app.shot('places-address-list');

  await page.getByRole('button', { name: '删除' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.addr-item').length === 1);
  assert.ok(await page.locator('.addr-item__default').isVisible(), 'the default passed to the remaining one');
});

journeys('the 21st address is refused before the form opens', async ({ app }) => {
  await app.loginAs('13800000003');
  const page = await app.open(LIST);
  await page.getByText('已保存 20 / 20 个地址').waitFor();
  await page.getByRole('button', { name: '新增地址' }).click();
  await page.getByText('最多保存 20 个地址，请删除不用的地址后再添加').waitFor();
  assert.is(await page.evaluate(() => location.hash), `#${LIST}`);
  await app.loginAs('13800000001');
});

journeys('leaving an untouched address form, edit or new, asks nothing; a changed one asks', async ({ app }) => {
  const page = await app.open(LIST);
  const backToList = async () => {
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForFunction((list) => location.hash === `#${list}`, LIST);
    assert.is(await page.getByRole('dialog').count(), 0, 'nothing asked');
  };
  await page.getByRole('button', { name: '编辑' }).first().click();
  await page.getByLabel('收货人').waitFor();
  await backToList();
  await page.getByRole('button', { name: '新增地址' }).click();
  await page.getByLabel('收货人').waitFor();
  await backToList();

  await page.getByRole('button', { name: '编辑' }).first().click();
  await page.getByLabel('收货人').fill('王五');
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('dialog').getByText('地址还没有保存，确定离开吗？').waitFor();
  await app.shot('places-leave-changed');
  await page.getByRole('dialog').getByRole('button', { name: '离开' }).click();
  await page.waitForFunction((list) => location.hash === `#${list}`, LIST);
});

journeys(
  '选择位置 lists the places around, chooses nothing before a tap, says when a search finds none, and hands back',
  async ({ app }) => {
    await app.context.grantPermissions(['geolocation']);
    await app.context.setGeolocation({ latitude: 22.5431, longitude: 114.0579, accuracy: 30 });
    const page = await app.open('/pages/address/index');
    await page.getByRole('button', { name: '定位' }).click();
    await page.waitForFunction(() => location.hash === '#/choose-location');
    const places = page.locator('.choose-loc__place');
    await places.first().waitFor();
    assert.is(await places.count(), 20);
    assert.is(await page.locator('.choose-loc__place[aria-pressed=true]').count(), 0, 'nothing chosen before a tap');
    assert.ok(await page.getByRole('button', { name: '请选择一个地点' }).isDisabled());
    const listed = (await page.locator('.choose-loc__places').innerText()).trim();
    assert.not.match(listed, /\d+\.\d{4,}/, 'no raw latitude or longitude in the list');
    assert.match(listed, /路 \d+ 号/, 'addresses under the names');
    await page.getByLabel('搜索地点').fill('福田中心');
    await page.getByText('附近没有找到“福田中心”，换个关键词试试').waitFor();
    assert.is(await places.count(), 0, 'no place made up from the keyword');
    await app.shot('places-choose-no-match');
    await page.getByLabel('搜索地点').fill('');
    await places.first().waitFor();
    const name = ((await page.locator('.choose-loc__place-name').nth(2).textContent()) || '').trim();
    await page.getByLabel('搜索地点').fill(name.slice(0, 2));
    // only the places that have the keyword
    await page.waitForFunction(
      (word) => {
        const names = [...document.querySelectorAll('.choose-loc__place-name')].map((n) => n.textContent || '');
        return names.length > 0 && names.length < 20 && names.every((n) => n.includes(word));
      },
      name.slice(0, 2),
    );
    await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    assert.is(await page.getByRole('button', { name: new RegExp(`^${name}`) }).getAttribute('aria-pressed'), 'true');
    await app.shot('places-choose-granted');
    await page.getByRole('button', { name: `确定：${name}` }).click();
    await page.waitForFunction(() => location.hash === '#/pages/address/index');
    await page.getByText(new RegExp(`^已定位：${name} · .+路 \\d+ 号$`)).waitFor();
  },
);

journeys(
  'a place picked in Shanghai files the address under Shanghai, and editing shows the place',
  async ({ app }) => {
    await app.context.grantPermissions(['geolocation']);
    await app.context.setGeolocation({ latitude: 31.2304, longitude: 121.4737, accuracy: 30 });
    const page = await app.open(LIST);
    await page.getByRole('button', { name: '新增地址' }).click();
    await page.getByLabel('收货人').fill('赵六');
    await page.getByLabel('手机号').fill('13800000007');
    await page.getByRole('button', { name: '定位' }).click();
    const first = page.locator('.choose-loc__place').first();
    await first.waitFor();
    const name = ((await page.locator('.choose-loc__place-name').first().textContent()) || '').trim();
    await first.click();
    await page.getByRole('button', { name: `确定：${name}` }).click();
    await page.waitForFunction(() => location.hash === '#/pages/address/index');
    // Shanghai's district, the municipality named once
    await page.waitForFunction(() =>
      /^上海市 [^上]+区$/.test((document.querySelector('input[name=region]') as HTMLInputElement | null)?.value ?? ''),
    );
    const shown = await page.locator('.addr-form__coords').innerText();
    assert.match(shown, new RegExp(`^已定位：${name} · `));
    assert.not.match(shown, /\d+\.\d{3,}/, 'no coordinates');
    await app.shot('places-address-from-place');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForFunction((list) => location.hash === `#${list}`, LIST);
    await page
      .getByText(/^上海市(黄浦区|徐汇区|长宁区|静安区|浦东新区)/)
      .first()
      .waitFor();
    await page.getByText('赵六', { exact: false }).first().waitFor();
    const row = page.locator('.addr-item', { hasText: '赵六' });
    await row.getByRole('button', { name: '编辑', exact: true }).click();
    await page.getByLabel('收货人').waitFor();
    const edited = await page.locator('.addr-form__coords').innerText();
    assert.match(edited, new RegExp(`^已定位：${name} · .+路 \\d+ 号$`), 'the place by name and address');
    await app.shot('places-address-edit-place');
  },
);

journeys('选择位置 with a denied position says so and still takes a manual entry', async ({ app }) => {
  await app.context.clearPermissions();
  const page = await app.open('/choose-location');
  await page.getByText(/^未获得定位权限/).waitFor();
  await app.shot('places-choose-denied');
  await page.getByRole('button', { name: '使用填写的位置' }).click();
  await page.getByText('请输入纬度').waitFor();
  await page.getByLabel('纬度').fill('95');
  await page.getByLabel('经度').fill('114.1');
  await page.getByRole('button', { name: '使用填写的位置' }).click();
  await page.getByText('纬度应为 -90 到 90 之间的数字').waitFor();
});

journeys('查看位置 shows the point and the distance from the user', async ({ app }) => {
  await app.context.grantPermissions(['geolocation']);
  await app.context.setGeolocation({ latitude: 22.5431, longitude: 114.0579 });
  const page = await app.open('/open-location?latitude=23.1291&longitude=113.2644&name=广州塔&address=海珠区阅江西路');
  await page.getByText('广州塔').waitFor();
  await page.getByText(/距您约 10\d 公里/).waitFor();
  assert.match(
    (await page.getByRole('link', { name: '在高德地图中打开' }).getAttribute('href')) || '',
    /^https:\/\/uri\.amap\.com\/marker\?position=113\.2644%2C23\.1291/,
  );
  await app.shot('places-open-location');
});

journeys.run();
