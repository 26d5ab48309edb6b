// Stores (SCREENS.md "Calls beyond"): apply, list, detail, the store home, earnings share,
// activation, re-submission after a rejection, and settling earnings into the wallet.
// Statuses: 0 applied → 1 reviewing → 2 approved or 4 rejected (by the mock's review, whose outcome
// a developer picks: services/store-review) → 3 active (activateH5); 4 rejected → 1 (uploadInfoH5);
// 5 closed. One store's unsettled earnings (unsettledH5) are what settleH5 moves.
import type { Request } from 'json-server';
import type { Store, StoreHome, StoreStatus, User } from '../../src/api/types';
import { STORE_MAX_PHOTOS as MAX_PHOTOS, STORE_SHARE_MAX_PERCENT, STORE_SHARE_MIN_PERCENT } from '../../src/api/limits';
import type { StoreSettlement, StoreUnsettled } from '../../src/api/store';
import {
  post,
  ok,
  MockError,
  tables,
  ownRows,
  save,
  bodyOf,
  read,
  paginate,
  without,
  nextId,
  nowIso,
  localDay,
  type Input,
} from '../kit';
import { mediaUrl, mediaUrls } from '../lib/media';
import { asMock } from '../lib/context';
import type { StoreRow } from '../schema';
import { STORE_STATUS_NAMES } from '../../src/api/store-status';
import { PAGE } from '../../src/app/paths';
import { walletRow } from '../services/wallet';
import { advanceReview, startReviewClock } from '../services/store-review';

const STATUSES: readonly StoreStatus[] = [0, 1, 2, 3, 4, 5];
const DEFAULT_SHARE_PERCENT = 20;

// the latest orders the settlement page lists; the count and amount cover all of them
const UNSETTLED_LISTED = 20;

const toWire = (row: StoreRow): Store => without(row, 'userId', 'createdAt', 'reviewClockAt');

/** The user's stores, each moved along by the mock review first (saved when one moved). */
function storesOf(req: Request, userId: number): StoreRow[] {
  const rows = tables(req).stores.filter((s) => s.userId === userId);
  const review = asMock(req).mock.review;
  let moved = false;
  for (const row of rows) moved = advanceReview(row, review) || moved;
  if (moved) save(req);
  return rows;
}

function ownStore(req: Request, user: User, body: Input): StoreRow {
  const id = read.int(body, 'id', '门店编号', { min: 1 });
  const row = storesOf(req, user.id).find((s) => s.id === id);
  if (!row) throw new MockError(404, '门店不存在或不属于你，请刷新列表后重试');
  return row;
}

const conflict = (row: StoreRow, action: string) =>
  new MockError(409, `门店${STORE_STATUS_NAMES[row.status]}，不能${action}`);

const unsettledOrders = (req: Request, row: StoreRow) =>
  ownRows(
    req,
    tables(req).storeOrders.filter((o) => o.storeId === row.id && !o.settled),
  );

function homeOf(req: Request, user: User): StoreHome {
  const stores = storesOf(req, user.id);
  const byAge = [...stores].sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
  const main = byAge.find((s) => s.status === 3) ?? byAge[byAge.length - 1] ?? null;
  const today = localDay(new Date());
  const orders = tables(req).storeOrders.filter((o) => o.userId === user.id);
  const todays = orders.filter((o) => localDay(o.createdAt) === today);
  const entries: StoreHome['entries'] = [{ key: 'storeList', title: '门店列表', path: PAGE.storeList }];
  if (main?.status === 2)
    entries.push({ key: 'activate', title: '激活门店', path: `${PAGE.storeActive}?id=${main.id}` });
  if (main?.status === 4)
    entries.push({ key: 'uploadInfo', title: '补充门店资料', path: `${PAGE.storeInfo}?id=${main.id}` });
  if (main?.status === 3) {
    entries.push({ key: 'settle', title: '收益结算', path: `${PAGE.storeSettlement}?id=${main.id}` });
    entries.push({ key: 'setEarnings', title: '设置收益', path: `${PAGE.setEarnings}?id=${main.id}` });
  }
  entries.push(
    { key: 'openStore', title: '开店申请', path: PAGE.openStore },
    { key: 'storeContract', title: '门店合同', path: PAGE.storeContract },
    { key: 'withdraw', title: '提现', path: PAGE.withdraw },
  );
  return {
    store: main && toWire(main),
    storeCount: stores.length,
    todayOrderCount: todays.length,
    todayEarningsFen: todays.reduce((sum, o) => sum + o.shareFen, 0),
    unsettledFen: orders.filter((o) => !o.settled).reduce((sum, o) => sum + o.shareFen, 0),
    entries,
  };
}

export default [
  post('/api/store/applyH5', { idempotent: true }, (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    const name = read.str(body, 'name', '门店名称', { max: 30 });
    const address = read.str(body, 'address', '门店地址', { max: 120 });
    const lat = read.coordinate(body, 'lat');
    const lng = read.coordinate(body, 'lng');
    const contact = read.str(body, 'contact', '联系人', { max: 20 });
    const phone = read.mobile(body, 'mobile', '联系电话');
    const photos = mediaUrls(req, body, 'photos', '门店照片', { min: 1, max: MAX_PHOTOS });
    const licenseUrl = mediaUrl(req, body, 'licenseUrl', '营业执照');
    const db = tables(req);
    if (db.stores.some((s) => s.userId === user.id && s.name === name && s.status !== 4 && s.status !== 5)) {
      throw new MockError(409, `你已有名为「${name}」的门店，请换一个名称`);
    }
    const now = nowIso();
    const row: StoreRow = {
      id: nextId(db.stores),
      userId: user.id,
      name,
      address,
      lat,
      lng,
      contact,
      mobile: phone,
      photos,
      licenseUrl,
      sharePercent: DEFAULT_SHARE_PERCENT,
      status: 0,
      activatedAt: null,
      createdAt: now,
    };
    startReviewClock(row, 0, asMock(req).mock.review.stepMs, Date.parse(now));
    db.stores.push(row);
    save(req);
    ok(res, toWire(row));
  }),

  post('/api/store/listH5', (req, res) => {
    const body = bodyOf(req);
    const status = read.optOneOf(body, 'status', '门店状态', STATUSES);
    const rows = storesOf(req, req.user.id).filter((s) => status === undefined || s.status === status);
    // paged on the stored rows: the wire shape has no createdAt to order by
    const page = paginate(rows, body);
    ok(res, { ...page, list: page.list.map(toWire) });
  }),

  post('/api/store/detailH5', (req, res) => ok(res, toWire(ownStore(req, req.user, bodyOf(req))))),

  post('/api/store/unsettledH5', (req, res) => {
    const row = ownStore(req, req.user, bodyOf(req));
    const orders = unsettledOrders(req, row);
    const answer: StoreUnsettled = {
      storeId: row.id,
      orderCount: orders.length,
      amountFen: orders.reduce((sum, o) => sum + o.shareFen, 0),
      orders: [...orders]
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
        .slice(0, UNSETTLED_LISTED)
        .map((o) => ({ orderNo: o.orderNo, amountFen: o.amountFen, shareFen: o.shareFen, createdAt: o.createdAt })),
    };
    ok(res, answer);
  }),

  post('/api/store/homeH5', (req, res) => ok(res, homeOf(req, req.user))),

  post('/api/store/setEarningsH5', (req, res) => {
    const body = bodyOf(req);
    const row = ownStore(req, req.user, body);
    const sharePercent = read.int(body, 'sharePercent', '收益比例', {
      min: STORE_SHARE_MIN_PERCENT,
      max: STORE_SHARE_MAX_PERCENT,
    });
    if (row.status !== 2 && row.status !== 3) throw conflict(row, '设置收益比例（审核通过后才能设置）');
    row.sharePercent = sharePercent;
    save(req);
    ok(res, toWire(row));
  }),

  post('/api/store/activateH5', (req, res) => {
    const row = ownStore(req, req.user, bodyOf(req));
    if (row.status !== 2) throw conflict(row, '激活（只有审核通过待激活的门店可以激活）');
    row.status = 3;
    row.activatedAt = nowIso();
    save(req);
    ok(res, toWire(row));
  }),

  post('/api/store/uploadInfoH5', (req, res) => {
    const body = bodyOf(req);
    const row = ownStore(req, req.user, body);
    const licenseUrl = mediaUrl(req, body, 'licenseUrl', '营业执照');
    const photos = mediaUrls(req, body, 'photos', '门店照片', { min: 1, max: MAX_PHOTOS });
    if (row.status !== 4) throw conflict(row, '补充资料（只有未通过审核的门店需要重新提交）');
    row.licenseUrl = licenseUrl;
    row.photos = photos;
    delete row.reason;
    startReviewClock(row, 1, asMock(req).mock.review.stepMs);
    save(req);
    ok(res, toWire(row));
  }),

  post('/api/store/settleH5', { idempotent: true }, (req, res) => {
    const { user } = req;
    const row = ownStore(req, user, bodyOf(req));
    const db = tables(req);
    const orders = unsettledOrders(req, row);
    const amountFen = orders.reduce((sum, o) => sum + o.shareFen, 0);
    if (amountFen <= 0) throw new MockError(400, `「${row.name}」暂无可结算的收益`);
    const wallet = walletRow(req, user.id);
    for (const o of orders) o.settled = true;
    wallet.balanceFen += amountFen;
    wallet.withdrawableFen += amountFen;
    db.walletRecords.push({
      id: nextId(db.walletRecords),
      userId: user.id,
      kind: 'income',
      amountFen,
      balanceAfterFen: wallet.balanceFen,
      title: `门店收益结算（${row.name}）`,
      createdAt: nowIso(),
    });
    save(req);
    const answer: StoreSettlement = {
      storeId: row.id,
      amountFen,
      orderCount: orders.length,
      balanceFen: wallet.balanceFen,
    };
    ok(res, answer);
  }),
];
