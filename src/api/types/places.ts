// Places: addresses, areas, stores and the store user's home.

export interface Address {
  id: number;
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  lat: number | null;
  lng: number | null;
  /** the place picked on 选择位置 for lat/lng, as the partner knows it (older rows have none) */
  place?: AddressPlace | null;
  isDefault: boolean;
}

/** A place by its name and street address, as 选择位置 lists it (never its coordinates). */
export interface AddressPlace {
  name: string;
  address: string;
}

/** A province (level 1), city (2) or district (3) of `areaListH5`. */
export interface Area {
  code: string;
  name: string;
  level: 1 | 2 | 3;
  parentCode: string | null;
  hasChildren: boolean;
  /** asked with a signing level only: the area has a director at that level already */
  taken?: boolean;
}

/** 0 applied, 1 reviewing, 2 approved awaiting activation, 3 active, 4 rejected, 5 closed. */
export type StoreStatus = 0 | 1 | 2 | 3 | 4 | 5;

export interface Store {
  id: number;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  contact: string;
  mobile: string;
  photos: string[];
  licenseUrl: string;
  sharePercent: number;
  status: StoreStatus;
  reason?: string;
  activatedAt: string | null;
}

/** `store/homeH5`: what the store user's home shows. */
export interface StoreHome {
  /** the main store: the first active one, else the newest; null before any application */
  store: Store | null;
  storeCount: number;
  todayOrderCount: number;
  /** the user's share of today's orders of all their stores */
  todayEarningsFen: number;
  /** earned and not yet settled into the wallet, all stores */
  unsettledFen: number;
  /** the grid of the home page, in order; `path` is the app route to open */
  entries: { key: string; title: string; path: string }[];
}
