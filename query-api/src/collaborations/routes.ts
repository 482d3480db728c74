import { organizationRole } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { collaborationsOf } from '../shared/collaborations.ts';

/** GET …/employee-collaborations: admins see the organization's together / apart rules. */
export function collaborationQueries(deps: QueryApiDeps): Router {
  const router = Router();
  const admin = organizationRole(deps, 'admin');

  router.get('/organizations/:id/employee-collaborations', ...admin, async (request, response) => {
    response.json(await collaborationsOf(deps.readStore, String(request.params.id), deps.clock.now()));
  });

  return router;
}
