import type { CalendarAssignment, CalendarRecord, CalendarResponse, ScheduleDay, ScheduleShift } from '@rostra/contracts';

/** `HH:MM` that many hours after a start time, past midnight wrapping to the next morning. */
export function endTime(start: string, durationHours: number): string {
  const [hours, minutes] = start.split(':').map(Number) as [number, number];
  const end = (hours * 60 + minutes + Math.round(durationHours * 60)) % 1440;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

function datesOf(year: number, month: number): string[] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return Array.from({ length: days }, (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}`);
}

export interface CalendarView {
  organizationId: string;
  year: number;
  month: number;
  /** Current display name of a member, or undefined for someone no longer in the organization. */
  nameOf(memberId: string): string | undefined;
  /** Only the shifts this member works (a personal calendar). */
  memberId?: string;
}

/**
 * SPEC §3 schedule days of a month: every day, each with its shifts ordered by start time. Only
 * assignments that still count are listed (see projections/src/schedules/coverage.ts).
 */
export function toCalendar(record: CalendarRecord | null, view: CalendarView): CalendarResponse {
  const shifts = new Map<string, ScheduleShift[]>();
  if (record) {
    const shiftTypes = new Map(record.shift_types.map((shiftType) => [shiftType.id, shiftType]));
    const staff = new Map<string, CalendarAssignment[]>();
    for (const assignment of record.assignments) {
      if (assignment.absent !== null) continue;
      const key = `${assignment.date}|${assignment.shift_type_id}`;
      staff.set(key, [...(staff.get(key) ?? []), assignment]);
    }
    for (const coverage of record.coverage) {
      const shiftType = shiftTypes.get(coverage.shift_type_id);
      const working = (staff.get(`${coverage.date}|${coverage.shift_type_id}`) ?? []).sort((a, b) => a.position - b.position);
      if (!shiftType || (coverage.required_count === 0 && working.length === 0)) continue;
      if (view.memberId !== undefined && !working.some((assignment) => assignment.member_id === view.memberId)) continue;
      const shift: ScheduleShift = {
        shift_type_id: shiftType.id,
        shift_type_name: shiftType.name,
        start_time: shiftType.start_time,
        end_time: endTime(shiftType.start_time, shiftType.duration_hours),
        status: coverage.status,
        required_count: coverage.required_count,
        assigned_employees: working.map(({ member_id, position }) => ({
          id: member_id,
          name: view.nameOf(member_id) ?? record.member_names[member_id] ?? member_id,
          position,
        })),
        position_labels: shiftType.position_labels,
        reasons: coverage.reasons,
      };
      shifts.set(coverage.date, [...(shifts.get(coverage.date) ?? []), shift]);
    }
  }
  const days: ScheduleDay[] = datesOf(view.year, view.month).map((date) => ({
    date,
    shifts: (shifts.get(date) ?? []).sort((a, b) => a.start_time.localeCompare(b.start_time) || a.shift_type_name.localeCompare(b.shift_type_name)),
  }));
  return { organization_id: view.organizationId, year: view.year, month: view.month, generated_at: record?.generated_at ?? null, days };
}
