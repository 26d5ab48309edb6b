// Places: addresses, areas, stores and the store user's home (schemas in src/api/contract/places.ts).
export type { Address, AddressPlace, Area, Store, StoreHome, StoreStatus } from '../contract/places';
