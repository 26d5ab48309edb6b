// Where the store is: 查看位置 opens the app's map page when it exists; until then the
// coordinates and a link that opens them in a map app.
import type { Store } from '../../api/types';
import { isBuilt, PAGE } from '../../app/paths';
import { withQuery } from '../../app/navigation';
import { amapUri } from '../../location/open';
import { formatCoordinates, pointQuery, type MapPoint } from '../../location/point';

export function PlaceRow({ store }: { store: Store }) {
  if (store.lat == null || store.lng == null) return <span class="store-detail__hint">未标注位置</span>;
  const point: MapPoint = { latitude: store.lat, longitude: store.lng, name: store.name, address: store.address };
  if (isBuilt(PAGE.openLocation)) {
    return (
      <a class="store-detail__place" href={`#${withQuery(PAGE.openLocation, pointQuery(point))}`}>
        查看位置
      </a>
    );
  }
  return (
    <span class="store-detail__coords">
      坐标 {formatCoordinates(point)}
      <a class="store-detail__place" href={amapUri(point)} target="_blank" rel="noopener noreferrer">
        在地图中查看
      </a>
    </span>
  );
}
