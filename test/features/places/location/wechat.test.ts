// Location in WeChat: wx.getLocation (gcj02) and wx.openLocation once the JS-SDK is ready; a
// refusal says what a refused browser says; without the SDK the browser's geolocation answers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openInWeChat } from '../../../../src/features/places/location/open';
import { currentPosition, LOCATION_MESSAGES } from '../../../../src/features/places/location/position';
import { fakeWeChat, type FakeWeChat } from '../../../helpers/fake-wechat';
import { fakeApi, type FakeApi } from '../../../helpers/fake-api';

let api: FakeApi;
let wechat: FakeWeChat | null = null;
test.before.each(() => {
  api = fakeApi({
    '/api/wechat/jsSdkConfig': { data: { appId: 'wxapp', timestamp: 1, nonceStr: 'n', signature: 's' } },
  });
});
test.after.each(() => {
  api.restore();
  wechat?.restore();
  wechat = null;
});
const named = (name: string) => wechat!.calls().filter((c) => c.name === name);

test('the position comes from wx.getLocation in gcj02', async () => {
  wechat = fakeWeChat({ location: { latitude: 22.54, longitude: 114.05, accuracy: 20 } });
  assert.equal(await currentPosition(), { latitude: 22.54, longitude: 114.05, accuracy: 20, datum: 'gcj02' });
  assert.is((named('getLocation')[0].args as { type: string }).type, 'gcj02');
});

test('WeChat refusing the location says what a refused browser says', async () => {
  wechat = fakeWeChat({ location: { errMsg: 'getLocation:fail auth deny' } });
  const e = await currentPosition().catch((x) => x);
  assert.is(e.message, LOCATION_MESSAGES.denied);
});

test('with the SDK off (config failed twice) the browser geolocation answers', async () => {
  wechat = fakeWeChat({ configFailures: 2 });
  Object.defineProperty(navigator, 'geolocation', {
    value: {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 1, longitude: 2, accuracy: 5 } } as GeolocationPosition),
    },
    configurable: true,
  });
  assert.equal(await currentPosition(), { latitude: 1, longitude: 2, accuracy: 5, datum: 'wgs84' });
  assert.is(named('getLocation').length, 0);
});

test('查看位置 opens wx.openLocation with the point; a failure reports false for the map links', async () => {
  wechat = fakeWeChat();
  const point = { latitude: 22.5, longitude: 114.1, name: '星洗护南山店', address: '南山大道 1 号' };
  assert.is(await openInWeChat(point), true);
  assert.equal(named('openLocation')[0].args, { ...point, scale: 16 });
  wechat.restore();
  wechat = fakeWeChat({ openLocation: 'fail' });
  assert.is(await openInWeChat(point), false);
});

test.run();
