import {
  calendarId,
  isNightShiftType,
  isWeekendDate,
  SCHEDULE_QUALITY_TABLE,
  type CalendarRecord,
  type ScheduleQualityRecord,
} from '@rostra/contracts';
import type { FairnessLedgerEntry } from '@rostra/contracts/solver/input';
import type { ReadStore } from '@rostra/platform';
import { getFrom } from '../../read-model.ts';
import { calendarOf } from '../calendar.ts';

export interface YearMonth {
  year: number;
  month: number;
}

/** The `count` months before a month (1–12), oldest first. */
export function monthsBefore({ year, month }: YearMonth, count: number): YearMonth[] {
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - i);
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

/**
 * One month's counts into the ledger: its shifts that still count, and the targets its quality
 * report had. With `shiftTypeIds` (one location's), only their weekend and night shifts count, and
 * only the members with one of them that month are held to their month's target.
 */
function addMonth(
  ledger: Map<string, FairnessLedgerEntry>,
  calendar: CalendarRecord,
  quality: ScheduleQualityRecord | null,
  holidays: ReadonlySet<string>,
  shiftTypeIds: ReadonlySet<string> | undefined,
): void {
  const nights = new Set(calendar.shift_types.filter(isNightShiftType).map((shiftType) => shiftType.id));
  const assigned = new Map<string, number>();
  const entry = (memberId: string): FairnessLedgerEntry => {
    const found = ledger.get(memberId) ?? { employee_id: memberId, weekend_shifts: 0, night_shifts: 0, above_target_shifts: 0 };
    ledger.set(memberId, found);
    return found;
  };
  const here = new Set<string>();
  for (const assignment of calendar.assignments) {
    if (assignment.absent !== null) continue;
    // The target is the month's, of every shift the member works.
    assigned.set(assignment.member_id, (assigned.get(assignment.member_id) ?? 0) + 1);
    if (shiftTypeIds && !shiftTypeIds.has(assignment.shift_type_id)) continue;
    here.add(assignment.member_id);
    const counts = entry(assignment.member_id);
    if (isWeekendDate(assignment.date) || holidays.has(assignment.date)) counts.weekend_shifts++;
    if (nights.has(assignment.shift_type_id)) counts.night_shifts++;
  }
  // A month without a report (generated before reports existed) counts nobody above target;
  // a member without a target asked for 0 (docs/scheduling-rules.md), so every shift is above it.
  for (const row of quality?.report.employees.items ?? []) {
    if (shiftTypeIds && !here.has(row.member_id)) continue;
    const above = (assigned.get(row.member_id) ?? 0) - (row.target ?? 0);
    if (above > 0) entry(row.member_id).above_target_shifts += above;
  }
}

/**
 * The version of a month its employees were given, to work it: the published one, with the hand
 * edits and repairs published with it; the draft (edits included) while the month has none.
 */
async function workedCalendar(store: ReadStore, organizationId: string, { year, month }: YearMonth): Promise<CalendarRecord | null> {
  return (await calendarOf(store, organizationId, year, month, 'published')) ?? calendarOf(store, organizationId, year, month);
}

/**
 * What each member carried in the given months' schedules (as published, else the draft), from
 * the calendars read model: weekend shifts (a shift on one of the holidays counts as one), night
 * shifts and shifts above target. Assignments that no longer count (vacation, removal) are left
 * out; months never generated add nothing. `shiftTypeIds`: one location's shifts only (addMonth).
 */
export async function fairnessLedgerOf(
  store: ReadStore,
  organizationId: string,
  months: readonly YearMonth[],
  holidays: ReadonlySet<string>,
  shiftTypeIds?: ReadonlySet<string>,
): Promise<FairnessLedgerEntry[]> {
  const read = await Promise.all(
    months.map(({ year, month }) =>
      Promise.all([
        workedCalendar(store, organizationId, { year, month }),
        getFrom<ScheduleQualityRecord>(store, SCHEDULE_QUALITY_TABLE, calendarId(organizationId, year, month)),
      ]),
    ),
  );
  const ledger = new Map<string, FairnessLedgerEntry>();
  for (const [calendar, quality] of read) if (calendar) addMonth(ledger, calendar, quality, holidays, shiftTypeIds);
  return [...ledger.values()].sort((a, b) => String(a.employee_id).localeCompare(String(b.employee_id)));
}
