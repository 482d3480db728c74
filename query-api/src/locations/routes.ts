import { organizationRole } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { locationsOf } from '../shared/locations.ts';

/** GET …/locations: every member sees the locations of their organization. */
export function locationQueries(deps: QueryApiDeps): Router {
  const router = Router();
  router.get('/organizations/:id/locations', ...organizationRole(deps, 'member'), async (request, response) => {
    response.json(await locationsOf(deps.readStore, String(request.params.id)));
  });
  return router;
}
