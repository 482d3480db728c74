import { monthQuery } from '@rostra/contracts';
import { authenticate, forbidden, membership, notFound, parse, requireOrganizationRole, type ReadStore } from '@rostra/platform';
import { Router, type Request } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { displayNamesOf } from '../members/view.ts';
import { calendarOf } from './calendar.ts';
import { progressRoute } from './progress.ts';
import { toCalendar } from './view.ts';

export const OWN_SCHEDULE_ONLY = 'You can only view your own schedule';

/** The month a request names, its calendar (if generated) and the members' current names. */
async function monthOf(store: ReadStore, request: Request) {
  const { year, month } = parse(monthQuery, request.query);
  const organizationId = String(request.params.id);
  const [record, names] = await Promise.all([
    calendarOf(store, organizationId, year, month),
    displayNamesOf(store, organizationId),
  ]);
  return { record, view: { organizationId, year, month, nameOf: (id: string) => names.get(id) } };
}

/** The month calendars of SPEC §7 (whole organization, one employee, one's own) and generation progress. */
export function scheduleQueries(deps: QueryApiDeps): Router {
  const router = Router();
  const signedIn = authenticate(deps.tokenSecret);
  const member = requireOrganizationRole(deps.readStore, 'member');

  router.get('/organizations/:id/schedules/calendar', signedIn, member, async (request, response) => {
    const { record, view } = await monthOf(deps.readStore, request);
    response.json(toCalendar(record, view));
  });

  /** Admins see anyone's, including members removed since; an employee only their own. */
  router.get('/organizations/:id/employees/:employeeId/schedule/calendar', signedIn, member, async (request, response) => {
    const memberId = String(request.params.employeeId);
    const me = membership(request);
    if (!me.is_admin && me.id !== memberId) throw forbidden(OWN_SCHEDULE_ONLY);
    const { record, view } = await monthOf(deps.readStore, request);
    if (view.nameOf(memberId) === undefined && !(record && memberId in record.member_names)) throw notFound('Employee not found');
    response.json(toCalendar(record, { ...view, memberId }));
  });

  router.get('/organizations/:id/my-schedule/calendar', signedIn, member, async (request, response) => {
    const { record, view } = await monthOf(deps.readStore, request);
    response.json(toCalendar(record, { ...view, memberId: membership(request).id }));
  });

  router.get('/organizations/:id/schedules/progress', signedIn, requireOrganizationRole(deps.readStore, 'admin'), progressRoute(deps));

  return router;
}
