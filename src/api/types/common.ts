// A page of a list call and what the earnings centre shows around its entries.

/** A page of a list call: request `{ pageNum, pageSize, ...filters }`. */
export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** `pageConfig`: what the earnings centre shows above and beside the entry grid. */
export interface PageConfig {
  banners: { id: number; image: string; title: string; link: string }[];
  notices: { id: number; text: string; link: string }[];
  /** hex colour (#rgb or #rrggbb) for the header; invalid values are ignored by the client */
  themeColor: string;
}
