import type { SkillMarks } from './skill-marks.ts';
import {
  endTime,
  type AssignedEmployee,
  type CalendarAssignment,
  type CalendarRecord,
  type CalendarResponse,
  type Publication,
  type ScheduleDay,
  type ScheduleShift,
  type ShiftCoverageRecord,
  type SkillShortfall,
} from '@rostra/contracts';

function datesOf(year: number, month: number): string[] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return Array.from({ length: days }, (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}`);
}

/**
 * How the draft differs from the published version, per assignment: what the Org Schedule marks.
 * Before a first publication nothing is marked, and every assignment counts as a change.
 */
export interface DraftChanges {
  publication: Publication;
  isAdded(date: string, shiftTypeId: string, memberId: string): boolean;
  removed(date: string, shiftTypeId: string, nameOf: (memberId: string) => string): AssignedEmployee[];
  /** Published shifts the draft has no longer at all: listed so their removed people show. */
  goneShifts: ShiftCoverageRecord[];
}

export interface CalendarView {
  organizationId: string;
  year: number;
  month: number;
  /** Current display name of a member, or undefined for someone no longer in the organization. */
  nameOf(memberId: string): string | undefined;
  /** Only the shifts this member works (a personal calendar). */
  memberId?: string;
  /** Only the shifts of these shift types (`?location_id=`: one location's). */
  shiftTypeIds?: ReadonlySet<string>;
  /** The admins' draft view: how the draft differs from the published version. */
  changes?: DraftChanges;
  /** The organization's holidays in the month: date → name (holidays.ts monthHolidays). */
  holidays: ReadonlyMap<string, string>;
  /**
   * The skill minimums each shift-day is short of with the people now on it (skill-marks.ts); without
   * it, those the month was generated short of.
   */
  skillMarks?: SkillMarks;
}

/** What a shift-day is short of: counted with the people on it now, else as generated. */
function skillShortOf(view: CalendarView, coverage: ShiftCoverageRecord, working: readonly CalendarAssignment[]): SkillShortfall[] {
  if (!view.skillMarks) return coverage.skill_shortfalls ?? [];
  // A shift-day that does not run (none needed) asks for no skill either.
  if (coverage.required_count === 0) return [];
  return view.skillMarks(
    coverage.date,
    coverage.shift_type_id,
    working.map((assignment) => assignment.member_id),
  );
}

/**
 * schedule days (docs/product/entities.md#schedule) of a month: every day, each with its shifts ordered by start time. Only
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
    for (const coverage of [...record.coverage, ...(view.changes?.goneShifts ?? [])]) {
      const shiftType = shiftTypes.get(coverage.shift_type_id);
      const working = (staff.get(`${coverage.date}|${coverage.shift_type_id}`) ?? []).sort((a, b) => a.position - b.position);
      const nameOf = (memberId: string) => view.nameOf(memberId) ?? record.member_names[memberId] ?? memberId;
      const removed = view.changes?.removed(coverage.date, coverage.shift_type_id, nameOf) ?? [];
      if (!shiftType || (coverage.required_count === 0 && working.length === 0 && removed.length === 0)) continue;
      if (view.memberId !== undefined && !working.some((assignment) => assignment.member_id === view.memberId)) continue;
      if (view.shiftTypeIds && !view.shiftTypeIds.has(shiftType.id)) continue;
      const skillShort = skillShortOf(view, coverage, working);
      const shift: ScheduleShift = {
        shift_type_id: shiftType.id,
        shift_type_name: shiftType.name,
        start_time: shiftType.start_time,
        end_time: endTime(shiftType.start_time, shiftType.duration_hours),
        status: coverage.status,
        required_count: coverage.required_count,
        assigned_employees: working.map(({ member_id, position, pinned, violations, override_reason, short_notice }) => ({
          id: member_id,
          name: nameOf(member_id),
          position,
          // What only admins see of the draft: what changed, what was edited by hand and why.
          ...(view.changes?.isAdded(coverage.date, coverage.shift_type_id, member_id) ? { change: 'added' as const } : {}),
          ...(view.changes && pinned ? { pinned: true as const } : {}),
          ...(view.changes && violations?.length ? { violations, override_reason: override_reason ?? null } : {}),
          ...(short_notice ? { short_notice: true as const } : {}),
        })),
        position_labels: shiftType.position_labels,
        reasons: coverage.reasons,
        ...(skillShort.length ? { skill_shortfalls: skillShort } : {}),
        ...(removed.length > 0 ? { removed_employees: removed } : {}),
      };
      shifts.set(coverage.date, [...(shifts.get(coverage.date) ?? []), shift]);
    }
  }
  const days: ScheduleDay[] = datesOf(view.year, view.month).map((date) => {
    const holiday = view.holidays.get(date);
    return {
      date,
      shifts: (shifts.get(date) ?? []).sort(
        (a, b) => a.start_time.localeCompare(b.start_time) || a.shift_type_name.localeCompare(b.shift_type_name),
      ),
      ...(holiday === undefined ? {} : { holiday }),
    };
  });
  const answer: CalendarResponse = {
    organization_id: view.organizationId,
    year: view.year,
    month: view.month,
    generated_at: record?.generated_at ?? null,
    days,
  };
  return view.changes ? { ...answer, publication: view.changes.publication } : answer;
}
