// The wire entities, declared once: the client modules in src/api/ and the mock server both
// use these. Money is integer fen in fields ending in `Fen`; times are ISO 8601 strings.
// One import place for callers: `import type { User } from '../api/types'`.

export type * from './common';
export type * from './people';
export type * from './money';
export type * from './signing';
export type * from './team';
export type * from './places';
export type * from './content';
