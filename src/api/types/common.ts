// A page of a list call and what the earnings centre shows around its entries (declared as
// schemas in src/api/contract/common.ts; only their types come here).
export type { Page, PageConfig, PageQuery } from '../contract/common';
