import { vacationListQuery } from '@rostra/contracts';
import { authenticate, membership, parse, requireOrganizationRole } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { peopleOf } from '../shared/people.ts';
import { vacationList, vacationRecords } from '../shared/vacation-requests.ts';

/** An employee lists their own vacation requests; admins everyone's. Both by an optional period. */
export function vacationQueries(deps: QueryApiDeps): Router {
  const router = Router();
  const signedIn = authenticate(deps.tokenSecret);

  router.get(
    '/organizations/:id/my-vacation-requests',
    signedIn,
    requireOrganizationRole(deps.readStore, 'employee'),
    async (request, response) => {
      const period = parse(vacationListQuery, request.query);
      const organizationId = String(request.params.id);
      const [rows, people] = await Promise.all([
        vacationRecords(deps.readStore, organizationId, period, membership(request).id),
        peopleOf(deps.readStore, organizationId, deps.clock.now()),
      ]);
      response.json(vacationList(rows, people));
    },
  );

  router.get(
    '/organizations/:id/vacation-requests',
    signedIn,
    requireOrganizationRole(deps.readStore, 'admin'),
    async (request, response) => {
      const period = parse(vacationListQuery, request.query);
      const organizationId = String(request.params.id);
      const [rows, people] = await Promise.all([
        vacationRecords(deps.readStore, organizationId, period),
        peopleOf(deps.readStore, organizationId, deps.clock.now()),
      ]);
      response.json(vacationList(rows, people));
    },
  );

  return router;
}
