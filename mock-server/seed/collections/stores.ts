// Stores of the store user and the director (one in each status), the orders of the active ones
// (the owner's share, unsettled for the last 3 days), and the accounts' addresses.
import type { StoreStatus, User } from '../../../src/api/types';
import type { DbSchema } from '../../schema';
import { type City, hangzhouOf } from '../areas';
import { STORE_NAMES, STREETS } from '../data';
import { DAY, SEED_DATE, type Stream, yyyymmdd } from '../random';
import { accountOf } from './accounts';

const STORE_PLAN: [number, StoreStatus][] = [
  ...([0, 1, 2, 3, 4, 5] as StoreStatus[]).map((s): [number, StoreStatus] => [1002, s]),
  [1003, 3],
  [1003, 3],
];

export function buildStores(r: Stream, users: User[], cities: City[]): DbSchema['stores'] {
  const hangzhou = hangzhouOf(cities);
  return STORE_PLAN.map(([owner, status], i) => ({
    id: i + 1,
    userId: owner,
    name: STORE_NAMES[i % STORE_NAMES.length],
    address: `浙江省杭州市${r.pick(hangzhou.districts)}${STREETS[i % STREETS.length]}`,
    lat: Number((30.2 + r.next() * 0.15).toFixed(6)),
    lng: Number((120.05 + r.next() * 0.2).toFixed(6)),
    contact: accountOf(users, owner).realName,
    mobile: accountOf(users, owner).mobile,
    photos: [`/mock-static/store-${(i % 4) + 1}.svg`, `/mock-static/store-${((i + 1) % 4) + 1}.svg`],
    licenseUrl: '/mock-static/license.svg',
    sharePercent: r.between(10, 30),
    status,
    reason: status === 4 ? '门店照片不清晰，请上传门头和店内照片各一张' : undefined,
    activatedAt: status === 3 || status === 5 ? r.daysAgo(r.between(30, 200)) : null,
    createdAt: new Date(SEED_DATE.getTime() - (status <= 1 || status === 4 ? 3 + i : 220 + i * 7) * DAY).toISOString(),
  }));
}

export function buildStoreOrders(r: Stream, stores: DbSchema['stores']): DbSchema['storeOrders'] {
  const storeOrders: DbSchema['storeOrders'] = [];
  for (const store of stores.filter((s) => s.status === 3)) {
    for (let i = 0; i < 24; i++) {
      const days = i < 4 ? 0 : r.between(0, 13);
      const createdAt = r.daysAgo(days, days === 0 ? r.between(8, 11) : undefined);
      const amountFen = r.between(15, 300) * 100;
      storeOrders.push({
        id: storeOrders.length + 1,
        userId: store.userId,
        storeId: store.id,
        orderNo: `MD${yyyymmdd(createdAt)}${r.digits(8)}`,
        amountFen,
        shareFen: Math.floor((amountFen * store.sharePercent) / 100),
        settled: days >= 3,
        createdAt,
      });
    }
  }
  return storeOrders;
}

const ADDRESS_PLAN: [number, boolean][] = [
  [1001, true],
  [1001, false],
  [1001, false],
  [1002, true],
  [1005, true],
];

export function buildAddresses(r: Stream, users: User[], cities: City[]): DbSchema['addresses'] {
  const hangzhou = hangzhouOf(cities);
  return ADDRESS_PLAN.map(([owner, isDefault], i) => {
    const c = isDefault ? hangzhou : r.pick(cities);
    const user = accountOf(users, owner);
    return {
      id: i + 1,
      userId: owner,
      name: user.realName || r.personName(),
      mobile: user.mobile,
      province: c.province,
      city: c.city,
      district: r.pick(c.districts),
      detail: `${r.pick(STREETS)} ${r.between(1, 20)} 幢 ${r.between(1, 30)}0${r.between(1, 4)} 室`,
      lat: null,
      lng: null,
      isDefault,
    };
  });
}
