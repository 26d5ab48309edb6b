// The places to choose from, as map apps list them: the name first, the distance and address
// under it, the chosen one ticked (and pressed, for screen readers).
import type { NearbyPlace } from '../../../../api/places';
import { formatDistance } from '../../../../lib/map-point';

export interface PlaceListProps {
  places: NearbyPlace[];
  chosenId: string;
  onChoose: (place: NearbyPlace) => void;
}

export function PlaceList({ places, chosenId, onChoose }: PlaceListProps) {
  return (
    <section class="choose-loc__places" aria-label="附近地点">
      {places.map((p) => (
        <button
          key={p.id}
          type="button"
          aria-pressed={p.id === chosenId}
          class="choose-loc__place"
          onClick={() => onChoose(p)}
        >
          <span class="choose-loc__place-name">{p.name}</span>
          <span class="choose-loc__place-sub">
            <span class="choose-loc__place-far">{formatDistance(p.distanceMetres)}</span>
            {p.address}
          </span>
        </button>
      ))}
    </section>
  );
}
