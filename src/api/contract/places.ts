// Places: addresses, areas, stores, the store user's home and the places around a point.
import { type Static, Type } from '@sinclair/typebox';
import { SIGN_LEVELS, STORE_MAX_PHOTOS } from '../limits';
import { STORE_STATUS_NAMES } from '../store-status';
import { PageQuery } from './common';
import { addressDetail, consignee } from '../../lib/validators/address';
import { Fen, Id, labelled, Mobile, Nullable, oneOf, Patterned, ruled, textRule, Time, Upload, Uploads } from './kit';

/** 选择位置 asks around a point: without one there is nothing to ask about. */
const locationRule = (label: string) => (value: unknown) =>
  value == null ? '缺少位置：请先定位或在地图上选一个点' : `${label}格式不正确，请重新选择位置`;

const Latitude = Type.Number({ minimum: -90, maximum: 90, title: '纬度' });
const Longitude = Type.Number({ minimum: -180, maximum: 180, title: '经度' });

/** A place by its name and street address, as 选择位置 lists it (never its coordinates). */
export const AddressPlace = Type.Object({
  name: Type.String({ title: '地点名称' }),
  address: Type.String({ title: '地点地址' }),
});
export type AddressPlace = Static<typeof AddressPlace>;

export const Address = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  mobile: Type.String(),
  province: Type.String(),
  city: Type.String(),
  district: Type.String(),
  detail: Type.String(),
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
  place: Type.Optional(Nullable(AddressPlace, { description: '选择位置选中的地点（较早的地址没有）' })),
  isDefault: Type.Boolean(),
});
export type Address = Static<typeof Address>;

/** Create (no `id`) or update an address; detail is 5 to 120 characters. */
export const AddressBody = Type.Object({
  id: Type.Optional(Id('地址编号')),
  name: ruled(Type.String({ title: '收货人' }), textRule(consignee)),
  mobile: Mobile(),
  province: Type.String({ title: '省份' }),
  city: Type.String({ title: '城市' }),
  district: Type.String({ title: '区县' }),
  detail: ruled(Type.String({ title: '详细地址' }), textRule(addressDetail)),
  lat: Type.Optional(Nullable(Latitude, { title: '纬度' })),
  lng: Type.Optional(Nullable(Longitude, { title: '经度' })),
  place: Type.Optional(Nullable(AddressPlace, { title: '选中的地点' })),
  isDefault: Type.Optional(Type.Boolean({ title: '是否默认地址' })),
});
export type AddressBody = Static<typeof AddressBody>;

/** A province (level 1), city (2) or district (3) of `areaListH5`. */
export const Area = Type.Object({
  code: Type.String(),
  name: Type.String(),
  level: oneOf([1, 2, 3] as const, '地区级别'),
  parentCode: Nullable(Type.String()),
  hasChildren: Type.Boolean(),
  taken: Type.Optional(Type.Boolean({ description: '只在问了签约级别时：该地区在这一级已有总监' })),
});
export type Area = Static<typeof Area>;

export const AreaQuery = Type.Object({
  parentCode: Type.Optional(Patterned('上级地区编码', '^\\d{6}$', '上级地区编码应为 6 位数字')),
  level: Type.Optional(oneOf(SIGN_LEVELS, '签约级别')),
});

export const StoreStatus = labelled(STORE_STATUS_NAMES, '门店状态');
export type StoreStatus = Static<typeof StoreStatus>;

export const Store = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
  contact: Type.String(),
  mobile: Type.String(),
  photos: Type.Array(Type.String()),
  licenseUrl: Type.String(),
  sharePercent: Type.Integer({ minimum: 1, maximum: 100 }),
  status: StoreStatus,
  reason: Type.Optional(Type.String()),
  activatedAt: Nullable(Time()),
});
export type Store = Static<typeof Store>;

/** `store/homeH5`: what the store user's home shows. */
export const StoreHome = Type.Object({
  store: Nullable(Store, { description: '主门店：第一家已激活的，否则最新的；还没申请时为 null' }),
  storeCount: Type.Integer(),
  todayOrderCount: Type.Integer(),
  todayEarningsFen: Fen('本人在名下所有门店今日订单中的分成'),
  unsettledFen: Fen('已赚未结算到钱包的，所有门店'),
  entries: Type.Array(Type.Object({ key: Type.String(), title: Type.String(), path: Type.String() }), {
    description: '首页入口，按顺序；path 是要打开的页面路由',
  }),
});
export type StoreHome = Static<typeof StoreHome>;

const Photos = Uploads('门店照片', 1, STORE_MAX_PHOTOS);

export const StoreApplyBody = Type.Object({
  name: Type.String({ title: '门店名称' }),
  address: Type.String({ title: '门店地址' }),
  lat: Type.Optional(Nullable(Latitude, { title: '纬度' })),
  lng: Type.Optional(Nullable(Longitude, { title: '经度' })),
  contact: Type.String({ title: '联系人' }),
  mobile: Mobile('联系电话'),
  photos: Photos,
  licenseUrl: Upload('营业执照'),
});
export type StoreApplyBody = Static<typeof StoreApplyBody>;

export const StoreQuery = Type.Composite([PageQuery, Type.Object({ status: Type.Optional(StoreStatus) })]);
export type StoreQuery = Static<typeof StoreQuery>;

export const StoreById = Type.Object({ id: Id('门店编号') });
export const StoreEarningsBody = Type.Object({
  id: Id('门店编号'),
  sharePercent: Type.Integer({ minimum: 1, maximum: 100, title: '收益比例' }),
});
export const StoreInfoBody = Type.Object({
  id: Id('门店编号'),
  licenseUrl: Upload('营业执照'),
  photos: Photos,
});

/** What a settlement moved into the wallet. */
export const StoreSettlement = Type.Object({
  storeId: Type.Integer(),
  amountFen: Fen(),
  orderCount: Type.Integer(),
  balanceFen: Fen(),
});
export type StoreSettlement = Static<typeof StoreSettlement>;

/** A store's earnings not yet settled into the wallet: what settleH5 would move now. */
export const StoreUnsettled = Type.Object({
  storeId: Type.Integer(),
  orderCount: Type.Integer(),
  amountFen: Fen(),
  orders: Type.Array(
    Type.Object({ orderNo: Type.String(), amountFen: Fen(), shareFen: Fen('店主的分成'), createdAt: Time() }),
    { description: '最新的至多 20 笔，从新到旧' },
  ),
});
export type StoreUnsettled = Static<typeof StoreUnsettled>;

/** The region a map service tells for a place, in the names of the region tree (areaListH5). */
export const PlaceRegion = Type.Object({ province: Type.String(), city: Type.String(), district: Type.String() });
export type PlaceRegion = Static<typeof PlaceRegion>;

export const NearbyPlace = Type.Object({
  id: Type.String({ description: '同一个地点在每次答复中 id 相同' }),
  name: Type.String(),
  address: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  distanceMetres: Type.Integer({ minimum: 0, description: '到所问位置的距离，取整到米' }),
  region: Nullable(PlaceRegion, { description: '地图服务说不出时为 null（野外）：表单请伙伴自己选' }),
});
export type NearbyPlace = Static<typeof NearbyPlace>;

export const NearbyQuery = Type.Object({
  lat: ruled(Type.Number({ minimum: -90, maximum: 90, title: '纬度' }), locationRule('纬度')),
  lng: ruled(Type.Number({ minimum: -180, maximum: 180, title: '经度' }), locationRule('经度')),
  keyword: Type.Optional(Type.String({ title: '搜索关键词' })),
});
export type NearbyQuery = Static<typeof NearbyQuery>;

/** What a store QR's codes stand for, in words a customer knows; null where a code names nothing. */
export const StoreQrInfo = Type.Object({
  storeName: Nullable(Type.String(), { description: 'c（门店编号）对应的门店名称' }),
  referrerNickname: Nullable(Type.String(), { description: 'r（邀请码）对应的推荐人昵称' }),
});
export type StoreQrInfo = Static<typeof StoreQrInfo>;

export const StoreQrInfoBody = Type.Object({
  c: Type.String({ title: '门店', maxLength: 32 }),
  r: Type.String({ title: '推荐人', maxLength: 32 }),
});
