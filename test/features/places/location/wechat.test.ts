// Location in WeChat, on WeChat's own script and the simulated client: wx.getLocation (gcj02)
// and wx.openLocation once a config is accepted; when WeChat refuses or the SDK is off, the
// browser's geolocation answers, and when that fails too, its message (type the place in).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openInWeChat } from '../../../../src/features/places/location/open';
import { currentPosition, LOCATION_MESSAGES } from '../../../../src/features/places/location/position';
import { fakeWeChat, signing, type FakeWeChat } from '../../../helpers/fake-wechat';
import { fakeApi, type FakeApi } from '../../../helpers/fake-api';

let api: FakeApi;
let wechat: FakeWeChat | null = null;
test.before.each(() => {
  api = fakeApi(signing());
});
test.after.each(() => {
  api.restore();
  delete (navigator as { geolocation?: unknown }).geolocation;
  wechat?.restore();
  wechat = null;
});
const named = (name: string) => wechat!.named(name);
const browserAt = (latitude: number, longitude: number) =>
  Object.defineProperty(navigator, 'geolocation', {
    value: {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude, longitude, accuracy: 5 } } as GeolocationPosition),
    },
    configurable: true,
  });
const browserDenies = () =>
  Object.defineProperty(navigator, 'geolocation', {
    value: {
      getCurrentPosition: (_: PositionCallback, fail: PositionErrorCallback) =>
        fail({ code: 1 } as GeolocationPositionError),
    },
    configurable: true,
  });

test('the position comes from wx.getLocation in gcj02', async () => {
  wechat = fakeWeChat({ location: { latitude: 22.54, longitude: 114.05, accuracy: 20 } });
  assert.equal(await currentPosition(), { latitude: 22.54, longitude: 114.05, accuracy: 20, datum: 'gcj02' });
  assert.equal(named('geoLocation')[0].args, { type: 'gcj02' });
  assert.is(named('geoLocation')[0].answer, 'geoLocation:ok');
});

test("WeChat refusing the location: the browser's position, else what a refused browser says", async () => {
  wechat = fakeWeChat({ location: 'denied' });
  browserAt(1, 2);
  assert.equal(await currentPosition(), { latitude: 1, longitude: 2, accuracy: 5, datum: 'wgs84' });
  browserDenies();
  const e = await currentPosition().catch((x) => x);
  assert.is(e.message, LOCATION_MESSAGES.denied);
});

test('with the SDK off (both configs refused) the browser geolocation answers', async () => {
  wechat = fakeWeChat({ expiredConfigs: 2 });
  browserAt(1, 2);
  assert.equal(await currentPosition(), { latitude: 1, longitude: 2, accuracy: 5, datum: 'wgs84' });
  assert.is(named('geoLocation').length, 0);
});

test('an expired ticket (first config refused): wx.getLocation once the second is accepted', async () => {
  wechat = fakeWeChat({ expiredConfigs: 1 });
  browserDenies();
  assert.is((await currentPosition()).datum, 'gcj02');
  assert.equal(
    named('geoLocation').map((c) => c.answer),
    ['geoLocation:ok'],
  );
});

test('查看位置 opens wx.openLocation with the point; a failure reports false for the map links', async () => {
  wechat = fakeWeChat();
  const point = { latitude: 22.5, longitude: 114.1, name: '星洗护南山店', address: '南山大道 1 号' };
  assert.is(await openInWeChat(point), true);
  assert.equal(named('openLocation')[0].args, { ...point, scale: 16, infoUrl: '' });
  wechat.restore();
  wechat = fakeWeChat({ openLocation: 'fail' });
  assert.is(await openInWeChat(point), false);
});

test.run();
