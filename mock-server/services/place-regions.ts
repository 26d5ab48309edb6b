// The region (province, city, district) a map service tells for a point: the city whose centre is
// nearest, within CITY_REACH_M, and one of its districts, the same for every point of a ~2 km cell
// (the mock knows city centres only, not district borders). A point far from every city it knows
// has no region, as a map service answers for open country.
import type { PlaceRegion } from '../../src/api/places';
import { distanceMetres } from '../../src/lib/map-point';
import { buildAreas, type City } from '../seed/areas';

const CITY_REACH_M = 60_000;

/** [latitude, longitude] of the centre of each city of the seed's area tree (data.ts AREAS). */
const CENTRES: Record<string, [number, number]> = {
  北京市: [39.904, 116.407],
  天津市: [39.084, 117.201],
  石家庄市: [38.042, 114.515],
  唐山市: [39.63, 118.18],
  保定市: [38.874, 115.465],
  太原市: [37.87, 112.549],
  大同市: [40.077, 113.3],
  呼和浩特市: [40.842, 111.749],
  包头市: [40.657, 109.84],
  沈阳市: [41.805, 123.431],
  大连市: [38.914, 121.615],
  长春市: [43.817, 125.324],
  吉林市: [43.838, 126.549],
  哈尔滨市: [45.803, 126.535],
  齐齐哈尔市: [47.354, 123.918],
  上海市: [31.23, 121.474],
  南京市: [32.06, 118.797],
  无锡市: [31.491, 120.312],
  苏州市: [31.299, 120.585],
  杭州市: [30.274, 120.155],
  宁波市: [29.868, 121.544],
  温州市: [27.994, 120.699],
  合肥市: [31.821, 117.227],
  芜湖市: [31.353, 118.433],
  福州市: [26.074, 119.296],
  厦门市: [24.48, 118.089],
  南昌市: [28.682, 115.858],
  赣州市: [25.831, 114.935],
  济南市: [36.651, 117.12],
  青岛市: [36.067, 120.383],
  烟台市: [37.464, 121.448],
  郑州市: [34.747, 113.625],
  洛阳市: [34.62, 112.454],
  武汉市: [30.593, 114.305],
  宜昌市: [30.692, 111.286],
  长沙市: [28.228, 112.939],
  株洲市: [27.828, 113.134],
  广州市: [23.129, 113.264],
  深圳市: [22.543, 114.058],
  佛山市: [23.022, 113.122],
  南宁市: [22.817, 108.367],
  桂林市: [25.274, 110.29],
  海口市: [20.044, 110.199],
  三亚市: [18.253, 109.512],
  重庆市: [29.563, 106.551],
  成都市: [30.573, 104.066],
  绵阳市: [31.468, 104.679],
  贵阳市: [26.647, 106.63],
  遵义市: [27.725, 106.927],
  昆明市: [25.039, 102.718],
  大理白族自治州: [25.607, 100.268],
  拉萨市: [29.652, 91.172],
  西安市: [34.341, 108.94],
  宝鸡市: [34.362, 107.237],
  兰州市: [36.061, 103.834],
  天水市: [34.581, 105.725],
  西宁市: [36.617, 101.778],
  银川市: [38.487, 106.231],
  乌鲁木齐市: [43.825, 87.617],
};

const { cities } = buildAreas();

function nearestCity(point: { latitude: number; longitude: number }): City | null {
  let best: City | null = null;
  let bestMetres = CITY_REACH_M;
  for (const c of cities) {
    const centre = CENTRES[c.city];
    if (!centre) continue;
    const metres = distanceMetres(point, { latitude: centre[0], longitude: centre[1] });
    if (metres <= bestMetres) [best, bestMetres] = [c, metres];
  }
  return best;
}

/** The region of a point, or null where the mock's map knows no city. */
export function regionOf(latitude: number, longitude: number): PlaceRegion | null {
  const city = nearestCity({ latitude, longitude });
  if (!city) return null;
  const cell = Math.abs(Math.round(latitude * 50) * 7919 + Math.round(longitude * 50));
  return { province: city.province, city: city.city, district: city.districts[cell % city.districts.length] };
}
