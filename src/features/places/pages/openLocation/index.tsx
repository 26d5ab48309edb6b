// 查看位置: a point given in the query (latitude, longitude, name, address: wx.openLocation's
// names; the coordinates show only for a point without either), its distance from the user once
// their position is known (else 距离未知 and why), and ways to open it in
// WeChat's map or a map app. No map tiles are loaded.
import { useLocation } from 'preact-iso/router';
import { useEffect, useState } from 'react';
import { amapUri, geoUri, openInWeChat } from '../../location/open';
import { distanceMetres, formatCoordinates, formatDistance, pointFromQuery } from '../../../../lib/map-point';
import { currentPosition, locationMessage } from '../../location/position';
import { isWeChat } from '../../../../lib/wechat';
import { Button } from '../../../../ui/Button';
import { Empty } from '../../../../ui/Empty';
import { toast } from '../../../../ui/toast';
import './openLocation.css';

export default function OpenLocationPage() {
  const { query } = useLocation();
  const point = pointFromQuery(query);
  const [distance, setDistance] = useState('');

  useEffect(() => {
    if (!point) return;
    currentPosition({ timeout: 8000 }).then(
      (me) => setDistance(`距您约 ${formatDistance(distanceMetres(me, point))}`),
      // the problem's first words only: the rest is about typing a place in, which this page does not take
      (e) => setDistance(`距离未知（${locationMessage(e).split(/[：，]/)[0]}）`),
    );
  }, [query.latitude, query.longitude]);

  if (!point) return <Empty text="位置信息不完整，无法显示" />;

  async function inWeChat() {
    if (!point || (await openInWeChat(point))) return;
    toast('微信地图暂不可用，请用地图应用打开');
  }

  return (
    <div class="open-loc">
      <section class="open-loc__card">
        <h2 class="open-loc__name">{point.name || '位置'}</h2>
        {point.address && <p class="open-loc__address">{point.address}</p>}
        {/* coordinates only when they are all the link gives: a place is known by its name and address */}
        {!point.name && !point.address && <p class="open-loc__coords">坐标：{formatCoordinates(point)}</p>}
        {distance && <p class="open-loc__distance">{distance}</p>}
      </section>
      <div class="open-loc__actions">
        {isWeChat() && (
          <Button variant="primary" block onClick={inWeChat}>
            在微信中查看
          </Button>
        )}
        <a class="open-loc__link open-loc__link--primary" href={amapUri(point)} rel="noopener">
          在高德地图中打开
        </a>
        <a class="open-loc__link" href={geoUri(point)}>
          用其他地图应用打开
        </a>
      </div>
    </div>
  );
}
