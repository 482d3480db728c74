import { Router } from 'express';
import { accountQueries } from './accounts/routes.ts';
import type { QueryApiDeps } from './deps.ts';
import { readYourWrites } from './read-your-writes.ts';

export type { QueryApiDeps } from './deps.ts';
export { healthRoutes } from './health/routes.ts';

/** Every GET of the API except health (every process serves that). Reads read models only. */
export function createQueryApi(deps: QueryApiDeps): Router {
  return Router().use(readYourWrites(deps)).use(accountQueries(deps));
}
