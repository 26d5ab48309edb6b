// The store's position: chosen on 选择位置, which sends it back to this form; shown by the place's
// name and address, as the partner chose it (never its coordinates).
import { PAGE } from '../../../../app/paths';
import { navigate } from '../../../../app/navigation';
import type { StorePlace } from './draft';

export function PlaceField({ place }: { place: StorePlace | null }) {
  return (
    <div class="open-store__place">
      <span class="open-store__place-label">门店位置</span>
      <span class="open-store__place-value">
        {place ? [place.label, place.address].filter(Boolean).join(' · ') : '选填，便于顾客导航到店'}
      </span>
      <button type="button" class="open-store__place-btn" onClick={() => navigate(PAGE.chooseLocation)}>
        选择位置
      </button>
    </div>
  );
}
