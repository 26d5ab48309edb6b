// 查看位置 names a place by its name and address, not by its coordinates (no raw values),
// and a position it could not get reads as an unknown distance, not as a bare 未获得定位权限.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import OpenLocationPage from '../../../../src/features/places/pages/openLocation/index';
import { flush } from '../../../render';
import { renderAt } from '../../../helpers/fake-api';

function geolocation(answer: 'denied' | { latitude: number; longitude: number }) {
  const getCurrentPosition: Geolocation['getCurrentPosition'] = (ok, fail) =>
    answer === 'denied'
      ? fail?.({ code: 1 } as GeolocationPositionError)
      : ok({ coords: { ...answer, accuracy: 20 } } as GeolocationPosition);
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

const card = async (query: string) => {
  const view = renderAt(`/open-location?${query}`, <OpenLocationPage />);
  for (let i = 0; i < 20 && !view.container.querySelector('.open-loc__distance'); i++) await flush(5);
  return view;
};

test('a named place: its name and address, no coordinates', async () => {
  geolocation({ latitude: 22.5431, longitude: 114.0579 });
  const view = await card('latitude=23.1291&longitude=113.2644&name=广州塔&address=海珠区阅江西路');
  const text = view.container.querySelector('.open-loc__card')!.textContent || '';
  assert.match(text, '广州塔');
  assert.match(text, '海珠区阅江西路');
  assert.not.match(text, /23\.129|113\.264|坐标/);
  assert.match(text, /距您约 10\d 公里/);
  view.unmount();
});

test('a bare point is all coordinates: they are what there is to show', async () => {
  geolocation({ latitude: 22.5431, longitude: 114.0579 });
  const view = await card('latitude=23.1291&longitude=113.2644');
  assert.match(view.container.textContent || '', /23\.1291.*113\.2644/);
  view.unmount();
});

test('no position: the distance is unknown, and why', async () => {
  geolocation('denied');
  const view = await card('latitude=23.1291&longitude=113.2644&name=广州塔');
  assert.is(view.container.querySelector('.open-loc__distance')?.textContent, '距离未知（未获得定位权限）');
  view.unmount();
});

test.run();
