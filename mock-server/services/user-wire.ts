// The user as getH5UserInfo and login answer it: the stored row with its inviter named (the
// nickname and the mobile masked, lib/mask's rule), never the inviter's id alone.
import type { Request } from 'json-server';
import type { User } from '../../src/api/types';
import { maskMobile } from '../../src/lib/mask';
import { tables } from '../kit';

export function userToWire(req: Request, user: User): User {
  const inviter = !user.inviterId ? undefined : tables(req).users.find((u) => u.id === user.inviterId);
  return {
    ...user,
    inviter: inviter ? { nickname: inviter.nickname, mobileMasked: maskMobile(inviter.mobile) } : null,
  };
}
