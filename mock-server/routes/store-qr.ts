// POST /api/store/qrInfoH5 (public): what a store QR's codes stand for, for the customer who
// scanned it: the store's name for `c` (its id) and the referrer's nickname for `r` (their invite
// code). A code that names nothing is answered as null, never refused: the page still opens the
// mini-program with the codes.
import type { StoreQrInfo } from '../../src/api/store';
import { bodyOf, ok, post, read, tables } from '../kit';

export default [
  post('/api/store/qrInfoH5', { public: true }, (req, res) => {
    const body = bodyOf(req);
    const storeCode = read.str(body, 'c', '门店', { max: 32 });
    const inviteCode = read.str(body, 'r', '推荐人', { max: 32 });
    const db = tables(req);
    const store = db.stores.find((s) => String(s.id) === storeCode);
    const referrer = db.users.find((u) => u.inviteCode === inviteCode);
    const info: StoreQrInfo = { storeName: store?.name ?? null, referrerNickname: referrer?.nickname ?? null };
    ok(res, info);
  }),
];
