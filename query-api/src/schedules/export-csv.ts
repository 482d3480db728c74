import { locationFilterQuery, monthKey, monthQuery, scheduleExportQuery, type CalendarResponse } from '@rostra/contracts';
import { MEMBERS_TABLE, organizationRole, parse } from '@rostra/platform';
import { Router } from 'express';
import { csvRow } from '../shared/csv.ts';
import { shiftTypesAt } from '../shared/locations.ts';
import { monthVersion } from '../shared/published-month.ts';
import type { QueryApiDeps } from '../deps.ts';
import type { MemberRow } from '../shared/members.ts';
import { findIn } from '../read-model.ts';

// `holiday` last, so imports that read the earlier columns by position keep working.
export const SCHEDULE_CSV_COLUMNS = ['date', 'weekday', 'shift_type', 'start_time', 'end_time', 'member_name', 'email', 'holiday'] as const;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * One line per assignment, by day, start time and position; the end time may be the next morning's,
 * the holiday is the name of the organization's holiday on the shift's day (empty on other days).
 */
export function scheduleCsv(calendar: CalendarResponse, emailOf: (memberId: string) => string | undefined): string {
  const rows = calendar.days.flatMap(({ date, shifts, holiday }) =>
    shifts.flatMap((shift) =>
      shift.assigned_employees.map((employee) =>
        csvRow([
          date,
          WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()],
          shift.shift_type_name,
          shift.start_time,
          shift.end_time,
          employee.name,
          emailOf(employee.id),
          holiday,
        ]),
      ),
    ),
  );
  return csvRow(SCHEDULE_CSV_COLUMNS) + rows.join('');
}

/**
 * GET /organizations/{id}/schedules/{year}/{month}/export.csv[?version=draft|published][&location_id=]:
 * the month's assignments (one location's), for admins: the published version unless the draft is
 * asked for, named in the file name.
 */
export function scheduleExportQueries(deps: QueryApiDeps): Router {
  const admin = organizationRole(deps, 'admin');
  return Router().get('/organizations/:id/schedules/:year/:month/export.csv', ...admin, async (request, response) => {
    const { year, month } = parse(monthQuery, request.params);
    const { version } = parse(scheduleExportQuery, request.query);
    const organizationId = String(request.params.id);
    const { location_id } = parse(locationFilterQuery, request.query);
    const shiftTypeIds = await shiftTypesAt(deps.readStore, organizationId, location_id);
    const [calendar, members] = await Promise.all([
      monthVersion(deps.readStore, organizationId, year, month, version, undefined, shiftTypeIds),
      findIn<MemberRow>(deps.readStore, MEMBERS_TABLE, { where: { organization_id: organizationId } }),
    ]);
    const emails = new Map(members.map((member) => [member.id, member.email]));
    response.type('text/csv; charset=utf-8').attachment(`schedule-${organizationId}-${monthKey(year, month)}-${version}.csv`);
    response.send(scheduleCsv(calendar, (id) => emails.get(id)));
  });
}
