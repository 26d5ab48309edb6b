// Invitations that lead somewhere: every user has an invite code; a new partner who arrives by a
// code, or whose mobile a partner invited (sendInvite), gets that inviter and joins their team.
import { randomInt } from 'node:crypto';
import type { Request } from 'json-server';
import type { User } from '../../src/api/types';
import { tables } from '../lib/context';
import type { DbSchema } from '../schema';
import { maskMobile } from '../../src/lib/mask';
import { nextId, nowIso } from '../lib/util';

// no 0/O, 1/I/L: a code may be read out or typed by hand
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;

/** A code no other user holds. */
export function newInviteCode(db: Pick<DbSchema, 'users'>): string {
  for (;;) {
    const code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (!db.users.some((u) => u.inviteCode === code)) return code;
  }
}

/** Who brought `phone` in: the holder of `code` when it matches someone, else the last partner who invited it. */
export function inviterOf(req: Request, phone: string, code: string | undefined): User | undefined {
  const db = tables(req);
  const byCode = code ? db.users.find((u) => u.inviteCode === code && u.mobile !== phone) : undefined;
  if (byCode) return byCode;
  const invitation = db.invitations.filter((i) => i.mobile === phone).at(-1);
  return invitation && db.users.find((u) => u.id === invitation.userId);
}

/** Adds `user` to the team list of `inviter` as a new member. */
export function joinTeam(req: Request, inviter: User, user: User): void {
  const db = tables(req);
  db.teamMembers.push({
    id: nextId(db.teamMembers),
    userId: inviter.id,
    nickname: user.nickname,
    avatar: user.avatar,
    mobileMasked: maskMobile(user.mobile),
    mobile: user.mobile,
    level: user.roleLevel,
    teamSize: 0,
    salesFen: 0,
    joinedAt: nowIso(),
  });
}
