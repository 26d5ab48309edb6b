// The hand-off of 地址管理 opened to choose (`?select=1`) to the page that opened it: the chosen
// address waits in sessionStorage until the caller shows again and takes it (once).
import type { Address } from '../../../api/types';
import { handBack } from '../../../lib/hand-back';
import { shaped } from '../../../lib/session-draft';
import { regionNames } from '../../../lib/region-name';

const pick = handBack('pick:address', shaped<Address>({ id: 'number', detail: 'string' }));

export const leavePickedAddress = pick.leave;
/** The address chosen on 地址管理 since the last call, or null; cleared once read. */
export const takePickedAddress = pick.take;

/** The one line an address reads as: region (a municipality once) then detail. */
export const fullAddress = (a: Pick<Address, 'province' | 'city' | 'district' | 'detail'>) =>
  `${regionNames(a.province, a.city, a.district).join('')}${a.detail}`;
