// Province → city → district in the kit's cascade picker over areaListH5. Each level is loaded
// when the wheel reaches it (and cached for the session by areas.ts); the picker opens once the
// levels of the current value are in, so an address being edited opens on its own region.
import { useEffect, useState } from 'react';
import type { Area } from '../../../api/types';
import { Picker, type PickerOption } from '../../../ui/Picker';
import { toast } from '../../../ui/toast';
import { failedSentence } from '../../../ui/LoadFailed';
import { cachedAreas, loadAreas, loadPath, ROOT, type RegionNames } from './areas';
import { regionNames } from '../../../lib/region-name';
import { inPlace } from '../../../lib/shown-in-place';

export type { RegionNames } from './areas';

/** A picked region: the names addresses keep, and the codes of each level. */
export interface PickedRegion extends RegionNames {
  codes: [string, string, string];
}

export interface RegionPickerProps {
  open: boolean;
  /** the region to open on */
  value?: Partial<RegionNames>;
  title?: string;
  onConfirm: (region: PickedRegion) => void;
  onClose: () => void;
}

const LOADING = '加载中…';
// the picker says a failed level itself (on the wheel, or in one toast when it cannot open)
const loadLevel = (code?: string) => inPlace(() => loadAreas(code));
const FAILED = '加载失败';

/** "广东省 深圳市 南山区", or '' while nothing is picked. */
export const regionText = (r: Partial<RegionNames>) => regionNames(r.province, r.city, r.district).join(' ');

export function RegionPicker({ open, value = {}, title = '选择地区', onConfirm, onClose }: RegionPickerProps) {
  const [ready, setReady] = useState(false);
  // a level arriving re-renders the wheels; failed levels wait for the user to ask again
  const [, setVersion] = useState(0);
  const [failed] = useState(() => new Set<string>());

  function fetchLevel(code: string) {
    loadLevel(code).then(
      () => setVersion((v) => v + 1),
      () => {
        failed.add(code);
        setVersion((v) => v + 1);
      },
    );
  }

  useEffect(() => {
    if (!open) return setReady(false);
    failed.clear();
    let live = true;
    loadPath(value, loadLevel).then(
      () => live && setReady(true),
      (e: Error) => {
        if (!live) return;
        toast(failedSentence('地区列表加载失败', e.message), { type: 'error' });
        onClose();
      },
    );
    return () => {
      live = false;
    };
  }, [open]);

  const option = (a: Area): PickerOption => ({ text: a.name, value: a.name });
  const placeholder = (code: string): PickerOption[] => [{ text: failed.has(code) ? FAILED : LOADING, value: '' }];

  // The columns walk the picks; a level not loaded yet shows 加载中… and is fetched now.
  function columns(picked: number[]): PickerOption[][] {
    const cols: PickerOption[][] = [];
    let parent: string | null = ROOT;
    for (let k = 0; k < 3 && parent !== null; k++) {
      const list = cachedAreas(parent);
      if (!list) {
        if (!failed.has(parent)) fetchLevel(parent);
        cols.push(placeholder(parent));
        break;
      }
      cols.push(list.map(option));
      const area: Area | undefined = list[Math.min(picked[k] || 0, list.length - 1)];
      parent = area?.hasChildren ? area.code : null;
    }
    return cols;
  }

  function confirm(options: PickerOption[]) {
    const names = options.map((o) => String(o.value));
    if (names.length < 3 || names.includes('')) {
      // a level still loading or failed: ask for it again instead of saving half a region
      failed.clear();
      setVersion((v) => v + 1);
      return toast('地区还在加载，请稍候再确定');
    }
    const codes: string[] = [];
    let parent = ROOT;
    for (const name of names) {
      const area = cachedAreas(parent)?.find((a) => a.name === name);
      codes.push(area?.code ?? '');
      parent = area?.code ?? '';
    }
    onConfirm({ province: names[0], city: names[1], district: names[2], codes: codes as PickedRegion['codes'] });
  }

  return (
    <Picker
      open={open && ready}
      title={title}
      columns={columns}
      value={[value.province ?? '', value.city ?? '', value.district ?? '']}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
