import { vacationListQuery } from '@rostra/contracts';
import { membership, organizationRole, parse } from '@rostra/platform';
import { Router, type RequestHandler } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { peopleOf } from '../shared/people.ts';
import { vacationList, vacationRecords } from '../shared/vacation-requests.ts';

/** An employee lists their own vacation requests; admins everyone's. Both by an optional period. */
export function vacationQueries(deps: QueryApiDeps): Router {
  const router = Router();

  /** The organization's requests by the period asked for; `own`: only the signed-in member's. */
  const listed =
    (own: boolean): RequestHandler =>
    async (request, response) => {
      const period = parse(vacationListQuery, request.query);
      const organizationId = String(request.params.id);
      const [rows, people] = await Promise.all([
        vacationRecords(deps.readStore, organizationId, period, own ? membership(request).id : undefined),
        peopleOf(deps.readStore, organizationId, deps.clock.now()),
      ]);
      response.json(vacationList(rows, people));
    };
  router.get('/organizations/:id/my-vacation-requests', ...organizationRole(deps, 'employee'), listed(true));
  router.get('/organizations/:id/vacation-requests', ...organizationRole(deps, 'admin'), listed(false));

  return router;
}
