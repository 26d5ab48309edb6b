// Team member levels (roleLevel values) as the team pages name them, and who may invite whom.
import type { RoleLevel } from '../api/types';

export const MEMBER_LEVELS = [10, 20, 30] as const;
export type MemberLevel = (typeof MEMBER_LEVELS)[number];

export const LEVEL_NAME: Record<number, string> = { 10: '合伙人', 20: '市级总监', 30: '省级总监' };

/** The levels a partner may invite: not above their own, any for a CMO reviewer. */
export const invitableLevels = (own: RoleLevel): MemberLevel[] =>
  MEMBER_LEVELS.filter((level) => own === 40 || level <= own);
