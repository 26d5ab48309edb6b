// One region of 区域列表 and of a province's cities. A region with a director at the chosen level
// already is shown, greyed and announced as unavailable (aria-disabled keeps it readable and
// tappable): a tap says why and chooses nothing.
import type { Area } from '../../api/types';
import { toast } from '../../ui/toast';
import './region-item.css';

export interface RegionItemProps {
  area: Area;
  onChoose: (area: Area) => void;
}

export function RegionItem({ area, onChoose }: RegionItemProps) {
  return (
    <button
      type="button"
      class={`sign-region${area.taken ? ' is-taken' : ''}`}
      aria-disabled={area.taken ? 'true' : undefined}
      onClick={() => (area.taken ? toast(`${area.name}已有代理，请选择其他区域`) : onChoose(area))}
    >
      {area.name}
      {area.taken && <span class="sign-region__taken">已有代理</span>}
    </button>
  );
}
