import {
  ANALYTICS_PERIOD_REQUIRED,
  ANALYTICS_PUBLISHED_TABLE,
  ANALYTICS_TABLE,
  dateRangeQuery,
  locationFilterQuery,
  monthKey,
  monthQuery,
  type AnalyticsMonthRecord,
  type MemberRecord,
  type MonthlyReport,
  type StatsReport,
} from '@rostra/contracts';
import {
  authenticate,
  authorizeOrganization,
  badRequest,
  forbidden,
  MEMBERS_TABLE,
  notFound,
  organizationRole,
  parse,
} from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { displayNamesOf } from '../shared/members.ts';
import { findIn } from '../read-model.ts';
import { fairnessReport } from './fairness.ts';
import { shiftTypesAt } from '../shared/locations.ts';
import { shiftTypesOf } from '../shared/shift-types.ts';
import { holidayShiftsOf } from './holiday-shifts.ts';
import { atShiftTypes, employeeStats } from './report.ts';
import { shortNoticeChangesOf } from './short-notice.ts';

export const OWN_REPORT_ONLY = 'You can only view your own report';

/** The months asked for, as `yyyy-mm` bounds: month and year, or the months of a date range (docs/product/api-calls.md). */
function periodOf(query: Record<string, unknown>): { from: string; to: string } {
  if (query.month !== undefined && query.year !== undefined) {
    const { year, month } = parse(monthQuery, query);
    return { from: monthKey(year, month), to: monthKey(year, month) };
  }
  if (query.start_date !== undefined && query.end_date !== undefined) {
    const { start_date, end_date } = parse(dateRangeQuery, query);
    return { from: start_date.slice(0, 7), to: end_date.slice(0, 7) };
  }
  throw badRequest(ANALYTICS_PERIOD_REQUIRED);
}

/**
 * Scheduling statistics: an organization's stats report, of the drafts the admins work on (hand
 * edits and applied repairs included), and one member's month as it was published to them.
 */
export function analyticsQueries(deps: QueryApiDeps): Router {
  const router = Router();
  const signedIn = authenticate(deps.tokenSecret);

  router.get('/organizations/:id/analytics', ...organizationRole(deps, 'admin'), async (request, response) => {
    const { from, to } = periodOf(request.query);
    const { location_id } = parse(locationFilterQuery, request.query);
    const organizationId = String(request.params.id);
    const [rows, names, atLocation, shiftTypes, holidayShifts, shortNotice] = await Promise.all([
      findIn<AnalyticsMonthRecord>(deps.readStore, ANALYTICS_TABLE, {
        where: { organization_id: organizationId, period: { gte: from, lte: to } },
        sort: [{ field: 'period', direction: 'asc' }],
      }),
      displayNamesOf(deps.readStore, organizationId),
      shiftTypesAt(deps.readStore, organizationId, location_id),
      shiftTypesOf(deps.readStore, organizationId),
      holidayShiftsOf(deps.readStore, organizationId, from, to, 'draft'),
      shortNoticeChangesOf(deps.readStore, organizationId, from, to),
    ]);
    // The months count by shift type name: one location's are the names of its shift types.
    const counted = atLocation
      ? atShiftTypes(rows, new Set(shiftTypes.filter((type) => atLocation.has(type.id)).map((type) => type.name)))
      : rows;
    const answer: StatsReport = { employees: employeeStats(counted, (id) => names.get(id), holidayShifts, shortNotice) };
    response.json(answer);
  });

  router.get('/organizations/:id/analytics/fairness', ...organizationRole(deps, 'admin'), async (request, response) => {
    response.json(await fairnessReport(deps.readStore, String(request.params.id), request.query));
  });

  /** By member id: admins of the member's organization, or the member; the published month, so both read what the member was given. */
  router.get('/employees/:id/reports/monthly', signedIn, async (request, response) => {
    const memberId = String(request.params.id);
    const [member] = await findIn<MemberRecord>(deps.readStore, MEMBERS_TABLE, { where: { id: memberId }, limit: 1 });
    if (!member) throw notFound('Member not found');
    const me = await authorizeOrganization(deps.readStore, request, member.organization_id, 'member');
    if (!me.is_admin && me.id !== memberId) throw forbidden(OWN_REPORT_ONLY);
    const { year, month } = parse(monthQuery, request.query);
    const period = monthKey(year, month);
    const [rows, names, holidayShifts, shortNotice] = await Promise.all([
      findIn<AnalyticsMonthRecord>(deps.readStore, ANALYTICS_PUBLISHED_TABLE, { where: { member_id: memberId, period } }),
      displayNamesOf(deps.readStore, member.organization_id),
      holidayShiftsOf(deps.readStore, member.organization_id, period, period, 'published'),
      shortNoticeChangesOf(deps.readStore, member.organization_id, period, period, memberId),
    ]);
    const [stats] = employeeStats(rows, (id) => names.get(id), holidayShifts, shortNotice);
    const empty = {
      member_id: memberId,
      name: names.get(memberId) ?? memberId,
      shifts_requested: {},
      shifts_assigned: {},
      position_percentages: {},
      weekend_percentage: 0,
      holiday_shifts: 0,
      short_notice_changes: shortNotice.get(memberId) ?? 0,
    };
    const answer: MonthlyReport = { organization_id: member.organization_id, year, month, ...(stats ?? empty) };
    response.json(answer);
  });

  return router;
}
