import { shiftTypeListQuery } from '@rostra/contracts';
import { organizationRole, parse } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { shiftTypesOf } from '../shared/shift-types.ts';

/** GET …/shift-types[?active_only=true]: every member sees the shift types of their organization. */
export function shiftTypeQueries(deps: QueryApiDeps): Router {
  const router = Router();
  const member = organizationRole(deps, 'member');

  router.get('/organizations/:id/shift-types', ...member, async (request, response) => {
    const { active_only } = parse(shiftTypeListQuery, request.query);
    response.json(await shiftTypesOf(deps.readStore, String(request.params.id), { activeOnly: active_only }));
  });

  return router;
}
