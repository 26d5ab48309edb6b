// Who may invite whom on the team pages; the levels and their names are src/api/levels.ts's.
import { MEMBER_LEVELS, type MemberLevel } from '../../api/levels';
import type { RoleLevel } from '../../api/types';

/** The levels a partner may invite: not above their own, any for a CMO reviewer. */
export const invitableLevels = (own: RoleLevel): MemberLevel[] =>
  MEMBER_LEVELS.filter((level) => own === 40 || level <= own);
