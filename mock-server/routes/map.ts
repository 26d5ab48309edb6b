// POST /api/map/nearbyPlaces: the places around { lat, lng }, nearest first, or those matching
// `keyword` (选择位置's search). The map service a real backend would ask is played here.
import { PLACE_KEYWORD_MAX } from '../../src/api/limits';
import { bodyOf, read, MockError, ok, post } from '../kit';
import { placesAround } from '../services/places';

export default [
  post('/api/map/nearbyPlaces', (req, res) => {
    const body = bodyOf(req);
    const lat = read.coordinate(body, 'lat');
    const lng = read.coordinate(body, 'lng');
    if (lat === null || lng === null) throw new MockError(400, '缺少位置：请先定位或在地图上选一个点', 400);
    const keyword = read.optStr(body, 'keyword', '搜索关键词', { max: PLACE_KEYWORD_MAX }) ?? '';
    ok(res, placesAround(lat, lng, keyword));
  }),
];
