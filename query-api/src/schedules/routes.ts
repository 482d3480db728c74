import {
  CALENDAR_TABLES,
  locationFilterQuery,
  LOCATIONS_TABLE,
  MEMBER_SKILLS_TABLE,
  monthQuery,
  SHIFT_TYPES_TABLE,
  SKILLS_TABLE,
  type CalendarVersion,
  type SolverSettings,
} from '@rostra/contracts';
import {
  forbidden,
  JsonRepresentation,
  MEMBERS_TABLE,
  membership,
  notFound,
  organizationRole,
  ORGANIZATIONS_TABLE,
  parse,
  RepresentationCache,
  sendRepresentation,
} from '@rostra/platform';
import { Router, type Request, type Response } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { displayNamesOf } from '../shared/members.ts';
import { readModelVersion } from '../read-model-version.ts';
import { calendarOf } from '../shared/calendar.ts';
import { shiftTypesAt } from '../shared/locations.ts';
import { candidatesRoute } from './candidates.ts';
import { vacationImpactRoute } from './vacation-impact.ts';
import { draftChanges } from './draft-changes.ts';
import { progressRoute } from './progress.ts';
import { toCalendar } from '../shared/calendar-view.ts';
import { monthHolidays } from '../shared/holidays.ts';
import { skillMarksOf } from '../shared/skill-marks.ts';
import { readOrganization } from '../shared/organizations.ts';

export const OWN_SCHEDULE_ONLY = 'You can only view your own schedule';

/** What a calendar is made of: the month's versions, the members' names, the name format, where shift types are and the skill facts its marks are counted with. */
const CALENDAR_SOURCES = [
  ...Object.values(CALENDAR_TABLES).flatMap(({ months, days }) => [months, days]),
  MEMBERS_TABLE,
  ORGANIZATIONS_TABLE,
  SHIFT_TYPES_TABLE,
  LOCATIONS_TABLE,
  SKILLS_TABLE,
  MEMBER_SKILLS_TABLE,
];
/** A 200-employee month is about 310 KiB of JSON, 12–23 KiB compressed: some 180 of the busiest months. */
const CACHE_BUDGET_BYTES = 64 * 2 ** 20;

/**
 * A month's calendar, whole or one member's, rendered once per version of the read models it is
 * made of (reading the month and serializing it is most of the cost of this large read). The
 * draft comes with how it differs from the published version. Null when the member was never in
 * the organization nor in the month's schedule.
 */
function calendars({ readStore, projections }: QueryApiDeps) {
  const cache = new RepresentationCache(CACHE_BUDGET_BYTES);
  return async (request: Request, version: CalendarVersion, memberId?: string): Promise<JsonRepresentation | null> => {
    const { year, month } = parse(monthQuery, request.query);
    const { location_id } = parse(locationFilterQuery, request.query);
    const organizationId = String(request.params.id);
    const models = await readModelVersion(readStore, projections, CALENDAR_SOURCES);
    const key = JSON.stringify([organizationId, year, month, version, memberId ?? null, location_id ?? null]);
    return cache.get(key, models, async () => {
      const [record, published, names, shiftTypeIds, organization] = await Promise.all([
        calendarOf(readStore, organizationId, year, month, version),
        version === 'draft' ? calendarOf(readStore, organizationId, year, month, 'published') : null,
        displayNamesOf(readStore, organizationId),
        shiftTypesAt(readStore, organizationId, location_id),
        readOrganization(readStore, organizationId),
      ]);
      if (memberId !== undefined && !names.has(memberId) && !(record && memberId in record.member_names)) return null;
      const holidays = monthHolidays(organization, year, month);
      const view = {
        organizationId,
        year,
        month,
        nameOf: (id: string) => names.get(id),
        holidays,
        skillMarks: await skillMarksOf(readStore, organizationId, holidays.keys()),
        ...(memberId !== undefined ? { memberId } : {}),
        ...(shiftTypeIds !== undefined ? { shiftTypeIds } : {}),
      };
      return JsonRepresentation.of(toCalendar(record, version === 'draft' ? { ...view, changes: draftChanges(record, published) } : view));
    });
  };
}

/** The month calendars of docs/product/api-calls.md (whole organization, one employee, one's own; `?location_id=`: one location's shifts), generation progress and the solver's time limit. */
export function scheduleQueries(deps: QueryApiDeps): Router {
  const router = Router();
  const member = organizationRole(deps, 'member');
  const calendar = calendars(deps);
  /** Null only for a member unknown to the month: see `calendars`. */
  const answer = async (request: Request, response: Response, version: CalendarVersion, memberId?: string) => {
    const rendered = await calendar(request, version, memberId);
    if (!rendered) throw notFound('Employee not found');
    await sendRepresentation(request, response, rendered);
  };

  /** Admins see the draft they work on; everyone else the published version. */
  router.get('/organizations/:id/schedules/calendar', ...member, (request, response) =>
    answer(request, response, membership(request).is_admin ? 'draft' : 'published'),
  );

  /** An employee's shifts as they were told them (published). Admins see anyone's, including members removed since; an employee only their own. */
  router.get('/organizations/:id/employees/:employeeId/schedule/calendar', ...member, async (request, response) => {
    const memberId = String(request.params.employeeId);
    const me = membership(request);
    if (!me.is_admin && me.id !== memberId) throw forbidden(OWN_SCHEDULE_ONLY);
    await answer(request, response, 'published', memberId);
  });

  router.get('/organizations/:id/my-schedule/calendar', ...member, (request, response) =>
    answer(request, response, 'published', membership(request).id),
  );

  candidatesRoute(router, deps);
  vacationImpactRoute(router, deps);

  router.get('/organizations/:id/schedules/progress', ...organizationRole(deps, 'admin'), progressRoute(deps));
  router.get('/organizations/:id/schedules/solver-settings', ...organizationRole(deps, 'admin'), (_request, response) => {
    const settings: SolverSettings = { time_limit_seconds: deps.solverTimeLimitSeconds };
    response.json(settings);
  });

  return router;
}
