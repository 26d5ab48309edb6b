// The store's position: chosen on 选择位置 when that page exists, else the phone's current
// position (WeChat's or the browser's), with a clear message when it cannot be had.
import { useState } from 'react';
import { isBuilt, PAGE } from '../../app/paths';
import { navigate } from '../../app/navigation';
import { currentPosition, locationMessage } from '../../location/position';
import { formatCoordinates } from '../../location/point';
import type { StorePlace } from './draft';

export function PlaceField({ place, onPlace }: { place: StorePlace | null; onPlace: (p: StorePlace) => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const choose = isBuilt(PAGE.chooseLocation);

  async function locate() {
    if (choose) return navigate(PAGE.chooseLocation);
    setBusy(true);
    setProblem('');
    try {
      const p = await currentPosition();
      onPlace({ lat: p.latitude, lng: p.longitude, label: '当前位置' });
    } catch (e) {
      setProblem(locationMessage(e));
    }
    setBusy(false);
  }

  return (
    <div class="open-store__place">
      <span class="open-store__place-label">门店位置</span>
      <span class="open-store__place-value">
        {place
          ? `${place.label}（${formatCoordinates({ latitude: place.lat, longitude: place.lng })}）`
          : '选填，便于顾客导航到店'}
      </span>
      <button type="button" class="open-store__place-btn" disabled={busy} onClick={locate}>
        {busy ? '定位中...' : choose ? '选择位置' : place ? '重新定位' : '获取当前位置'}
      </button>
      {problem && (
        <p class="open-store__place-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
