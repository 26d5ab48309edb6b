// 开店申请: one 提交申请 on an empty form flags everything missing at once (the fields, the region,
// the photos, the licence and the agreement), sends nothing, and brings the first of them into view;
// a place picked on 选择位置 sets the region from the place (or asks) and shows by name and address.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import OpenStorePage from '../../../../src/features/shops/pages/openStore/index';
import { token } from '../../../../src/app/state/session';
import { leavePickedLocation } from '../../../../src/lib/map-point';
import { resetAreaCache } from '../../../../src/features/places/region/areas';
import { flush } from '../../../render';
import { fakeApi, type FakeApi, renderAt } from '../../../helpers/fake-api';
import { area } from '../../places/region/area-fixtures';

let api: FakeApi;
test.before.each(() => {
  sessionStorage.clear();
  token.value = 't-open-store';
  api = fakeApi({});
});
test.after.each(() => {
  api.restore();
  token.value = '';
});

test('one submit flags every missing field, region, photos, licence and agreement, and shows the first', async () => {
  const scrolled: Element[] = [];
  const scrollIntoView = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  const view = renderAt('/pages/openStore/index', <OpenStorePage />);
  await flush();
  const submit = [...view.container.querySelectorAll('button')].find((b) => b.textContent === '提交申请')!;
  submit.click();
  await flush();
  const text = view.container.textContent ?? '';
  const fieldErrors = [...view.container.querySelectorAll('.ui-field__error')].map((e) => e.textContent);
  assert.is(fieldErrors.length, 5, `name, contact, mobile, region, detail: ${fieldErrors.join(' / ')}`);
  assert.ok(fieldErrors.includes('请选择省市区'));
  for (const message of ['请上传至少 1 张门店照片', '请上传营业执照', '请阅读并同意《合伙人服务协议》'])
    assert.ok(text.includes(message), message);
  assert.is(api.count('/api/store/applyH5'), 0, 'nothing sent');
  assert.is(scrolled.length, 1, 'one scroll');
  assert.ok(scrolled[0].textContent?.startsWith('门店名称'), 'to the first error, 门店名称');
  Element.prototype.scrollIntoView = scrollIntoView;
  view.unmount();
});

const AREAS: Record<string, unknown[]> = {
  '': [area('110000', '北京市', 1, null), area('310000', '上海市', 1, null)],
  '110000': [area('110100', '北京市', 2, '110000')],
  '310000': [area('310100', '上海市', 2, '310000')],
  '110100': [area('110101', '东城区', 3, '110100')],
  '310100': [area('310101', '黄浦区', 3, '310100'), area('310106', '静安区', 3, '310100')],
};
const SHANGHAI_PLACE = { latitude: 31.2304, longitude: 121.4737, name: '静安寺', address: '南京西路 1686 号' };

async function pickedAndOpened(region: unknown) {
  resetAreaCache();
  // the levels by the parentCode of the call being answered (the last one made)
  api.routes['/api/areaCode/areaListH5'] = () => ({
    data: AREAS[(api.calls.at(-1)?.body as { parentCode?: string } | undefined)?.parentCode ?? ''] ?? [],
  });
  leavePickedLocation({ ...SHANGHAI_PLACE, region } as never);
  const view = renderAt('/pages/openStore/index', <OpenStorePage />);
  for (let i = 0; i < 20; i++) await flush(5);
  return view;
}
const regionShown = (root: Element) => (root.querySelector('input[name=region]') as HTMLInputElement).value;

test('a place picked in Shanghai files the store under Shanghai and shows by name and address', async () => {
  const view = await pickedAndOpened({ province: '上海市', city: '上海市', district: '静安区' });
  assert.is(regionShown(view.container), '上海市 静安区'); // a municipality named once
  const place = view.container.querySelector('.open-store__place-value')?.textContent ?? '';
  assert.is(place, '静安寺 · 南京西路 1686 号');
  assert.not.match(place, /\d+\.\d{3,}/, 'no coordinates');
  view.unmount();
});

test('a place whose region is unknown asks for the region', async () => {
  const view = await pickedAndOpened(null);
  assert.is(regionShown(view.container), '');
  assert.ok(view.container.textContent?.includes('未能从所选位置确定所在地区，请选择'));
  view.unmount();
});

test.run();
