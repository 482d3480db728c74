import { Router } from 'express';
import { accountRoutes } from './accounts/routes.ts';
import type { CommandApiDeps } from './deps.ts';

export type { CommandApiDeps } from './deps.ts';

/** Every POST, PUT and DELETE of the API: parse, decide, append. */
export function createCommandApi(deps: CommandApiDeps): Router {
  return Router().use(accountRoutes(deps));
}
