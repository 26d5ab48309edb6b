// Where the store is: 查看位置 opens the app's map page.
import type { Store } from '../../../../api/types';
import { PAGE } from '../../../../app/paths';
import { withQuery } from '../../../../app/navigation';
import { pointQuery, type MapPoint } from '../../../../lib/map-point';

export function PlaceRow({ store }: { store: Store }) {
  if (store.lat == null || store.lng == null) return <span class="store-detail__hint">未标注位置</span>;
  const point: MapPoint = { latitude: store.lat, longitude: store.lng, name: store.name, address: store.address };
  return (
    <a class="store-detail__place" href={`#${withQuery(PAGE.openLocation, pointQuery(point))}`}>
      查看位置
    </a>
  );
}
