import { CALENDAR_DAYS_TABLE, CALENDARS_TABLE, monthQuery } from '@rostra/contracts';
import {
  authenticate,
  forbidden,
  JsonRepresentation,
  MEMBERS_TABLE,
  membership,
  notFound,
  ORGANIZATIONS_TABLE,
  parse,
  RepresentationCache,
  requireOrganizationRole,
  sendRepresentation,
} from '@rostra/platform';
import { Router, type Request, type Response } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { displayNamesOf } from '../members/view.ts';
import { readModelVersion } from '../read-model-version.ts';
import { calendarOf } from './calendar.ts';
import { progressRoute } from './progress.ts';
import { toCalendar } from './view.ts';

export const OWN_SCHEDULE_ONLY = 'You can only view your own schedule';

/** What a calendar is made of: the month's calendar, the members' names and the name format. */
const CALENDAR_SOURCES = [CALENDARS_TABLE, CALENDAR_DAYS_TABLE, MEMBERS_TABLE, ORGANIZATIONS_TABLE];
/** A 200-employee month is about 310 KiB of JSON, 12–23 KiB compressed: some 180 of the busiest months. */
const CACHE_BUDGET_BYTES = 64 * 2 ** 20;

/**
 * A month's calendar, whole or one member's, rendered once per version of the read models it is
 * made of (reading the month and serializing it is most of the cost of this large read). Null
 * when the member was never in the organization nor in the month's schedule.
 */
function calendars({ readStore, projections }: QueryApiDeps) {
  const cache = new RepresentationCache(CACHE_BUDGET_BYTES);
  return async (request: Request, memberId?: string): Promise<JsonRepresentation | null> => {
    const { year, month } = parse(monthQuery, request.query);
    const organizationId = String(request.params.id);
    const version = await readModelVersion(readStore, projections, CALENDAR_SOURCES);
    return cache.get(JSON.stringify([organizationId, year, month, memberId ?? null]), version, async () => {
      const [record, names] = await Promise.all([
        calendarOf(readStore, organizationId, year, month),
        displayNamesOf(readStore, organizationId),
      ]);
      if (memberId !== undefined && !names.has(memberId) && !(record && memberId in record.member_names)) return null;
      return JsonRepresentation.of(toCalendar(record, { organizationId, year, month, nameOf: (id) => names.get(id), ...(memberId !== undefined ? { memberId } : {}) }));
    });
  };
}

/** The month calendars of SPEC §7 (whole organization, one employee, one's own) and generation progress. */
export function scheduleQueries(deps: QueryApiDeps): Router {
  const router = Router();
  const signedIn = authenticate(deps.tokenSecret);
  const member = requireOrganizationRole(deps.readStore, 'member');
  const calendar = calendars(deps);
  /** Null only for a member unknown to the month: see `calendars`. */
  const answer = async (request: Request, response: Response, memberId?: string) => {
    const rendered = await calendar(request, memberId);
    if (!rendered) throw notFound('Employee not found');
    await sendRepresentation(request, response, rendered);
  };

  router.get('/organizations/:id/schedules/calendar', signedIn, member, (request, response) => answer(request, response));

  /** Admins see anyone's, including members removed since; an employee only their own. */
  router.get('/organizations/:id/employees/:employeeId/schedule/calendar', signedIn, member, async (request, response) => {
    const memberId = String(request.params.employeeId);
    const me = membership(request);
    if (!me.is_admin && me.id !== memberId) throw forbidden(OWN_SCHEDULE_ONLY);
    await answer(request, response, memberId);
  });

  router.get('/organizations/:id/my-schedule/calendar', signedIn, member, (request, response) => answer(request, response, membership(request).id));

  router.get('/organizations/:id/schedules/progress', signedIn, requireOrganizationRole(deps.readStore, 'admin'), progressRoute(deps));

  return router;
}
