// The wire entities, declared once as schemas in src/api/contract/ (what openapi.json, the mock's
// input checks and the contract suite read); only their types come here, so no page's bundle
// carries a schema. The client modules in src/api/ and the mock server both use these. Money is
// integer fen in fields ending in `Fen`; times are ISO 8601 strings.
// One import place for callers: `import type { User } from '../api/types'`.

export type * from './common';
export type * from './people';
export type * from './money';
export type * from './signing';
export type * from './team';
export type * from './places';
export type * from './content';
export type * from './field-errors';
