// Every /api and /common route of the API, each once: the one list openapi.json, the mock's
// input checks, the contract suite and the dev builds' answer check read.
import type { RouteContract } from '../route';
import { COMMON_ROUTES } from './common';
import { MONEY_ROUTES } from './money';
import { PLACE_ROUTES } from './places';
import { SIGNING_ROUTES } from './signing';
import { USER_ROUTES } from './user';

export const ROUTES: readonly RouteContract[] = [
  ...USER_ROUTES,
  ...MONEY_ROUTES,
  ...SIGNING_ROUTES,
  ...PLACE_ROUTES,
  ...COMMON_ROUTES,
];

/** The contract of `method path`, if the API has that route. */
export const routeContract = (method: string, path: string): RouteContract | undefined =>
  ROUTES.find((r) => r.method === method && r.path === path);
