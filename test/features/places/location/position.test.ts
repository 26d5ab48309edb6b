import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { currentPosition, LocationError } from '../../../../src/features/places/location/position';

type Geo = Geolocation['getCurrentPosition'];
function fakeGeolocation(impl: Geo) {
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: impl }, configurable: true });
}

test('a granted position comes back with its accuracy', async () => {
  fakeGeolocation((ok) => ok({ coords: { latitude: 22.54, longitude: 113.93, accuracy: 25 } } as GeolocationPosition));
  const p = await currentPosition();
  assert.equal(p, { latitude: 22.54, longitude: 113.93, accuracy: 25, datum: 'wgs84' });
});

for (const [code, problem, words] of [
  [1, 'denied', '未获得定位权限'],
  [2, 'unavailable', '暂时无法获取位置'],
  [3, 'timeout', '定位超时'],
] as const) {
  test(`geolocation error ${code} becomes "${words}…"`, async () => {
    fakeGeolocation((_ok, fail) => fail?.({ code } as GeolocationPositionError));
    const e = await currentPosition().catch((x) => x);
    assert.instance(e, LocationError);
    assert.is(e.problem, problem);
    assert.ok(e.message.startsWith(words), e.message);
    assert.ok(e.message.includes('手动填写位置'));
  });
}

test('a WebView that never answers times out on our own timer', async () => {
  fakeGeolocation(() => {});
  const e = await currentPosition({ timeout: 10 }).catch((x) => x);
  assert.is(e.problem, 'timeout');
});

test('no geolocation at all says the browser cannot locate', async () => {
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
  const e = await currentPosition().catch((x) => x);
  assert.is(e.message, '当前浏览器不支持定位，请手动填写位置');
});

test.run();
