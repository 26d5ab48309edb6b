// GET /api/user/getH5UserInfo: the logged-in user.
import { get, ok, currentUser } from '../kit';

export default [get('/api/user/getH5UserInfo', (req, res) => ok(res, currentUser(req)))];
