// GET /api/user/getH5UserInfo: the logged-in user, with the inviter named.
import { get, ok } from '../kit';
import { userToWire } from '../services/user-wire';

export default [get('/api/user/getH5UserInfo', (req, res) => ok(res, userToWire(req, req.user)))];
