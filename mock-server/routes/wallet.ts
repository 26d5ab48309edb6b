// GET /api/userWallet/userWalletH5: balances and profit figures of the logged-in user.
import { get, ok } from '../kit';
import { walletOf } from '../services/wallet';

export default [get('/api/userWallet/userWalletH5', (req, res) => ok(res, walletOf(req, req.user.id)))];
