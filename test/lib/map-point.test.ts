import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { amapUri, geoUri } from '../../src/features/places/location/open';
import {
  distanceMetres,
  formatDistance,
  leavePickedLocation,
  pointFromQuery,
  takePickedLocation,
} from '../../src/lib/map-point';

const shenzhen = { latitude: 22.5431, longitude: 114.0579, name: '市民中心', address: '福田区福中三路' };

test('the picked location is handed over once', () => {
  leavePickedLocation(shenzhen);
  assert.equal(takePickedLocation(), shenzhen);
  assert.is(takePickedLocation(), null);
});

test('a query point needs coordinates in range', () => {
  assert.equal(pointFromQuery({ latitude: '22.5431', longitude: '114.0579', name: 'A', address: 'B' }), {
    latitude: 22.5431,
    longitude: 114.0579,
    name: 'A',
    address: 'B',
  });
  assert.is(pointFromQuery({ latitude: '95', longitude: '114' }), null);
  assert.is(pointFromQuery({ latitude: '22' }), null);
  assert.is(pointFromQuery({ latitude: 'abc', longitude: '114' }), null);
});

test('distance: Shenzhen to Guangzhou is about 104 km', () => {
  const km = distanceMetres(shenzhen, { latitude: 23.1291, longitude: 113.2644 }) / 1000;
  assert.ok(km > 100 && km < 108, String(km));
});

test('distances read in metres under 1 km, then kilometres', () => {
  assert.is(formatDistance(0.2), '1 米');
  assert.is(formatDistance(850.4), '850 米');
  assert.is(formatDistance(1234), '1.2 公里');
  assert.is(formatDistance(36_400), '36 公里');
});

test('map URIs carry the point', () => {
  assert.ok(amapUri(shenzhen).startsWith('https://uri.amap.com/marker?position=114.0579%2C22.5431'));
  assert.is(geoUri(shenzhen), `geo:22.5431,114.0579?q=22.5431,114.0579(${encodeURIComponent('市民中心')})`);
});

test.run();
