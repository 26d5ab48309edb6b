// Opening a point in a map: WeChat's own map page (wx.openLocation) when the JS-SDK is
// configured, else a map app through its public URI. Nothing here loads map tiles.
import type { MapPoint } from '../../../lib/map-point';
import { wxCall } from '../../../app/wechat/call';
import { wxReady } from '../../../app/wechat/sdk';

/** Amap's public marker URI: the Amap app when installed, its mobile site otherwise. */
export function amapUri(p: MapPoint, datum: 'gcj02' | 'wgs84' = 'wgs84'): string {
  const q = new URLSearchParams({
    position: `${p.longitude},${p.latitude}`,
    name: p.name || p.address || '位置',
    src: 'partner-h5',
    coordinate: datum === 'gcj02' ? 'gaode' : 'wgs84',
    callnative: '1',
  });
  return `https://uri.amap.com/marker?${q}`;
}

/** The RFC 5870 geo URI: any map app the phone has (Android offers a chooser). */
export const geoUri = (p: MapPoint) =>
  `geo:${p.latitude},${p.longitude}?q=${p.latitude},${p.longitude}(${encodeURIComponent(p.name || p.address || '位置')})`;

/**
 * Opens the point in WeChat's map; false when WeChat's SDK is not there, refuses or does not
 * answer (the page itself, 查看位置, then stays the place's view).
 */
export async function openInWeChat(p: MapPoint): Promise<boolean> {
  const wx = await wxReady();
  if (!wx) return false;
  const answer = await wxCall((callbacks) =>
    wx.openLocation({
      latitude: p.latitude,
      longitude: p.longitude,
      name: p.name,
      address: p.address,
      scale: 16,
      ...callbacks,
    }),
  );
  return answer.ok;
}
