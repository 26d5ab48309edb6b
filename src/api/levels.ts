// The role levels (User.roleLevel) and their names: the keys are the enum of the API's schema
// (src/api/contract/), the names the app's screens, the mock server's answers (levelName) and
// the seed alike. Plain values, so the server reads them without the client; the schemas read
// them, so this module imports none of the types the schemas give.

/** 10 member, 20 municipal director, 30 provincial director, 40 CMO reviewer. */
export const LEVEL_NAMES = {
  10: '合伙人',
  20: '市级总监',
  30: '省级总监',
  40: 'CMO 审核员',
} as const;

/** The levels a team member or an invitee can hold: all but the CMO reviewer's. */
export const MEMBER_LEVELS = [10, 20, 30] as const satisfies readonly (keyof typeof LEVEL_NAMES)[];
export type MemberLevel = (typeof MEMBER_LEVELS)[number];

/** The name of a level the API sends as a plain number (a team member's, an application's). */
export const roleLevelName = (level: number): string | undefined =>
  (LEVEL_NAMES as Partial<Record<number, string>>)[level];
