// One route of the API as a contract: what it takes and what it answers. The route tables
// (routes/*.ts) list every /api and /common route; openapi.json, the mock's input checks, the
// contract suite and the dev builds' answer check all read them.
import type { TSchema } from '@sinclair/typebox';

export interface RouteContract {
  method: 'GET' | 'POST';
  path: string;
  /** what the call does, in the reference page's words */
  summary: string;
  /** the group it is listed under in the reference (one per route table) */
  tag: string;
  /** reachable without a token */
  public?: boolean;
  /** changes the backend's state (the contract suite calls it only with --writes) */
  writes?: boolean;
  /** honours the Idempotency-Key header */
  idempotent?: boolean;
  /** the JSON body of a POST */
  body?: TSchema;
  /** the query string (every value a string) */
  query?: TSchema;
  /** a multipart upload: the file field and the kinds of file it takes */
  upload?: string;
  /** the `data` of a success envelope */
  answer: TSchema;
  /** refusals beyond 400 (bad input), 401 (no session) and 500, as HTTP status → when */
  refusals?: Readonly<Record<number, string>>;
  /** business codes it may answer with HTTP 200 (codes of BUSINESS_CODES) */
  codes?: readonly number[];
}

/** A route table: `tag` given once for its routes. */
export const routesOf = (tag: string, routes: Omit<RouteContract, 'tag'>[]): RouteContract[] =>
  routes.map((r) => ({ tag, ...r }));
