// The user's addresses. Exactly one is the default whenever the user has any: the first one
// saved is, setting another moves it, and deleting (or un-defaulting) the default passes it
// to the newest remaining address.
import type { Request } from 'json-server';
import type { Address } from '../../src/api/types';
import type { AddressRow } from '../schema';
import { MAX_ADDRESSES } from '../../src/api/limits';
import { addressDetail, consignee } from '../../src/lib/validators/address';
import { post, ok, MockError, tables, save, bodyOf, read, nextId, paginate, without, type Input } from '../kit';

const toWire = (row: AddressRow): Address => without(row, 'userId');
const invalid = (field: string, message: string) => new MockError(400, message, 400, { field });

const addressesOf = (req: Request, userId: number) => tables(req).addresses.filter((a) => a.userId === userId);

function ownAddress(req: Request, userId: number, id: number): AddressRow {
  const row = addressesOf(req, userId).find((a) => a.id === id);
  if (!row) throw new MockError(404, '地址不存在或已被删除，请刷新列表后重试');
  return row;
}

/** Makes `row` the only default among the user's addresses. */
function makeDefault(req: Request, row: AddressRow): void {
  for (const a of addressesOf(req, row.userId)) a.isDefault = a === row;
}

/** After the default went away: the newest remaining address (highest id) takes over. */
function passDefault(req: Request, userId: number, except?: AddressRow): void {
  const rest = addressesOf(req, userId).filter((a) => a !== except);
  if (!rest.length || rest.some((a) => a.isDefault)) return;
  makeDefault(
    req,
    rest.reduce((newest, a) => (a.id > newest.id ? a : newest)),
  );
}

/** Province, city and district as the region picker (areaListH5) offers them. */
function region(req: Request, body: Input): Pick<Address, 'province' | 'city' | 'district'> {
  const province = read.str(body, 'province', '省份', { max: 20 });
  const city = read.str(body, 'city', '城市', { max: 20 });
  const district = read.str(body, 'district', '区县', { max: 20 });
  const areas = tables(req).areas;
  const p = areas.find((a) => a.level === 1 && a.name === province);
  if (!p) throw invalid('province', `省份「${province}」不存在，请从地区列表中选择`);
  const c = areas.find((a) => a.level === 2 && a.parentCode === p.code && a.name === city);
  if (!c) throw invalid('city', `${province}没有「${city}」，请重新选择城市`);
  if (!areas.some((a) => a.level === 3 && a.parentCode === c.code && a.name === district)) {
    throw invalid('district', `${city}没有「${district}」，请重新选择区县`);
  }
  return { province, city, district };
}

/** The place picked for lat/lng, by name and street address; none without coordinates. */
function place(body: Input, lat: number | null): Address['place'] {
  const v = body.place;
  if (v === undefined || v === null || lat === null) return null;
  if (typeof v !== 'object' || Array.isArray(v)) throw invalid('place', '位置格式不正确，请重新选择位置');
  const given = v as Input;
  return {
    name: read.optStr(given, 'name', '位置名称', { max: 50 }) ?? '',
    address: read.optStr(given, 'address', '位置地址', { max: 120 }) ?? '',
  };
}

/** The fields of saveH5, each checked. */
function fields(req: Request, body: Input): Omit<Address, 'id' | 'isDefault'> {
  return {
    name: read.valid(body, 'name', '收货人', consignee),
    mobile: read.mobile(body),
    ...region(req, body),
    detail: read.valid(body, 'detail', '详细地址', addressDetail),
    lat: read.coordinate(body, 'lat'),
    lng: read.coordinate(body, 'lng'),
    place: place(body, read.coordinate(body, 'lat')),
  };
}

export default [
  post('/api/address/listH5', (req, res) => {
    // the default sorts first, then the newest (paginate breaks ties by id, newest first)
    const page = paginate(addressesOf(req, req.user.id), bodyOf(req), (a) => (a.isDefault ? '1' : '0'));
    ok(res, { ...page, list: page.list.map(toWire) });
  }),

  post('/api/address/saveH5', { idempotent: true }, (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    const id = read.optInt(body, 'id', '地址编号', { min: 1 });
    if (body.isDefault !== undefined && typeof body.isDefault !== 'boolean')
      throw invalid('isDefault', '是否默认地址格式不正确');
    const wantsDefault = body.isDefault as boolean | undefined;
    const values = fields(req, body);
    const db = tables(req);
    let row: AddressRow;
    if (id !== undefined) {
      row = ownAddress(req, user.id, id);
      Object.assign(row, values);
    } else {
      if (addressesOf(req, user.id).length >= MAX_ADDRESSES)
        throw new MockError(409, `最多保存 ${MAX_ADDRESSES} 个地址，请删除不用的地址后再添加`);
      row = { id: nextId(db.addresses), userId: user.id, ...values, isDefault: false };
      db.addresses.push(row);
    }
    if (wantsDefault) makeDefault(req, row);
    else if (wantsDefault === false && row.isDefault) {
      row.isDefault = false;
      passDefault(req, user.id, row);
      // it was the only address: it stays the default
      if (!addressesOf(req, user.id).some((a) => a.isDefault)) row.isDefault = true;
    }
    passDefault(req, user.id);
    save(req);
    ok(res, toWire(row));
  }),

  post('/api/address/deleteH5', (req, res) => {
    const { user } = req;
    const row = ownAddress(req, user.id, read.int(bodyOf(req), 'id', '地址编号', { min: 1 }));
    const db = tables(req);
    db.addresses = db.addresses.filter((a) => a !== row);
    passDefault(req, user.id);
    save(req);
    ok(res, null);
  }),

  post('/api/address/setDefaultH5', (req, res) => {
    const { user } = req;
    const row = ownAddress(req, user.id, read.int(bodyOf(req), 'id', '地址编号', { min: 1 }));
    makeDefault(req, row);
    save(req);
    ok(res, toWire(row));
  }),
];
