import {
  CALENDAR_DAYS_TABLE,
  CALENDAR_TABLES,
  CALENDARS_TABLE,
  calendarId,
  SCHEDULE_QUALITY_TABLE,
  type CalendarAssignment,
  type CalendarDayRecord,
  type CalendarMonthRecord,
  type ScheduleQualityRecord,
} from '@rostra/contracts';
import { openMemoryReadStore, type ReadStore } from '@rostra/platform';
import { describe, expect, it } from 'vitest';
import { fairnessLedgerOf, monthsBefore } from './fairness-ledger.ts';

// October 2026: the 3rd and 4th are a Saturday and a Sunday; November: the 7th is a Saturday.
const shiftTypes = [
  { id: 'day', name: 'Day', start_time: '09:00', duration_hours: 8, position_labels: {} },
  { id: 'night', name: 'Night', start_time: '22:00', duration_hours: 8, position_labels: {} },
];
const month = (m: number): CalendarMonthRecord => ({
  id: calendarId('7', 2026, m),
  organization_id: '7',
  year: 2026,
  month: m,
  period: `2026-${m}`,
  generated_at: '2026-09-20T10:00:00.000Z',
  shift_types: shiftTypes,
});
const day = (m: number, date: string, assignments: [string, string, CalendarAssignment['absent']][]): CalendarDayRecord => ({
  id: `7:${date}`,
  organization_id: '7',
  period: `2026-${m}`,
  date,
  member_names: {},
  generated_coverage: [],
  coverage: [],
  assignments: assignments.map(([member_id, shift_type_id, absent]) => ({ date, shift_type_id, member_id, position: 1, absent })),
});
const quality = (m: number, targets: Record<string, number | null>): ScheduleQualityRecord => ({
  id: calendarId('7', 2026, m),
  organization_id: '7',
  year: 2026,
  month: m,
  reported_at: '2026-09-20T10:00:00.000Z',
  edits_since_generation: 0,
  report: {
    requestId: 'r',
    organizationId: '7',
    year: 2026,
    month: m,
    understaffed: { total: 0, items: [] },
    overstaffed: { total: 0, items: [] },
    violations: {},
    overruled: { total: 0, items: [] },
    skill_shortfalls: { total: 0, items: [] },
    skill_explanations: { total: 0, items: [] },
    shift_types: [],
    night_shift_type_ids: [],
    explanations: { total: 0, items: [] },
    explain_seconds: 0,
    employees: {
      total: Object.keys(targets).length,
      items: Object.entries(targets).map(([member_id, target]) => ({
        member_id,
        name: member_id,
        target,
        assigned: 0,
        weekend_shifts: 0,
        night_shifts: 0,
        weekend_share: 0,
        night_share: 0,
      })),
    },
  },
});

async function storeWith(): Promise<ReadStore> {
  const store = openMemoryReadStore();
  const tables = [
    CALENDARS_TABLE,
    CALENDAR_DAYS_TABLE,
    CALENDAR_TABLES.published.months,
    CALENDAR_TABLES.published.days,
    SCHEDULE_QUALITY_TABLE,
  ];
  for (const name of tables) await store.ensureTable({ name });
  await store.setAliases(Object.fromEntries(tables.map((name) => [name, name])));
  const days = [
    day(10, '2026-10-02', [
      ['ann', 'day', null],
      ['ben', 'day', null],
    ]),
    day(10, '2026-10-03', [
      ['ann', 'night', null],
      ['ben', 'night', 'vacation'],
    ]),
    day(10, '2026-10-04', [['ann', 'day', null]]),
    day(11, '2026-11-07', [
      ['ann', 'night', null],
      ['cy', 'day', null],
    ]),
  ];
  await store.commit([
    ...[month(10), month(11)].map((doc) => ({ type: 'put' as const, table: CALENDARS_TABLE, doc })),
    ...days.map((doc) => ({ type: 'put' as const, table: CALENDAR_DAYS_TABLE, doc })),
    // October's report: Ann asked for 1 shift, Ben for 1; November has no report.
    { type: 'put', table: SCHEDULE_QUALITY_TABLE, doc: quality(10, { ann: 1, ben: 1 }) },
  ]);
  return store;
}

const none = new Set<string>();

describe('the fairness ledger', () => {
  it('counts shifts on a holiday with the weekend shifts', async () => {
    const store = await storeWith();
    // Friday 2 October a holiday: Ann's and Ben's day shifts count as weekend shifts.
    expect(await fairnessLedgerOf(store, '7', monthsBefore({ year: 2026, month: 11 }, 1), new Set(['2026-10-02']))).toEqual([
      { employee_id: 'ann', weekend_shifts: 3, night_shifts: 1, above_target_shifts: 2 },
      { employee_id: 'ben', weekend_shifts: 1, night_shifts: 0, above_target_shifts: 0 },
    ]);
  });

  it('counts per member the weekend shifts, night shifts and shifts above the month’s target that still count', async () => {
    const store = await storeWith();
    expect(await fairnessLedgerOf(store, '7', monthsBefore({ year: 2026, month: 12 }, 3), none)).toEqual([
      // Ann: Sat night, Sun day and Sat night in November; 3 October shifts for a target of 1.
      { employee_id: 'ann', weekend_shifts: 3, night_shifts: 2, above_target_shifts: 2 },
      // Ben's Saturday night fell to a vacation: only his Friday counts, at his target.
      { employee_id: 'ben', weekend_shifts: 0, night_shifts: 0, above_target_shifts: 0 },
      { employee_id: 'cy', weekend_shifts: 1, night_shifts: 0, above_target_shifts: 0 },
    ]);
  });

  it('reads only the window’s months', async () => {
    const store = await storeWith();
    expect(monthsBefore({ year: 2027, month: 1 }, 2)).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
    ]);
    expect(await fairnessLedgerOf(store, '7', monthsBefore({ year: 2027, month: 1 }, 2), none)).toEqual([
      { employee_id: 'ann', weekend_shifts: 1, night_shifts: 1, above_target_shifts: 0 },
      { employee_id: 'cy', weekend_shifts: 1, night_shifts: 0, above_target_shifts: 0 },
    ]);
  });

  it('counts the version of a month its employees were given: the published one, the draft while it has none', async () => {
    const store = await storeWith();
    // October as published: Ann's Sunday day shift alone; the draft's other shifts were edited in after.
    await store.commit([
      { type: 'put', table: CALENDAR_TABLES.published.months, doc: month(10) },
      { type: 'put', table: CALENDAR_TABLES.published.days, doc: day(10, '2026-10-04', [['ann', 'day', null]]) },
    ]);
    expect(await fairnessLedgerOf(store, '7', monthsBefore({ year: 2026, month: 12 }, 3), none)).toEqual([
      { employee_id: 'ann', weekend_shifts: 2, night_shifts: 1, above_target_shifts: 0 },
      { employee_id: 'cy', weekend_shifts: 1, night_shifts: 0, above_target_shifts: 0 },
    ]);
  });

  it('keeps one location’s shifts (Night’s here): their weekends and nights, only who works them, each held to the target of the months they did', async () => {
    const store = await storeWith();
    // Ann's October night counts, and so do her 3 October shifts against her target of 1; Ben's only night there fell to a vacation, Cy works only Day.
    expect(await fairnessLedgerOf(store, '7', monthsBefore({ year: 2026, month: 12 }, 3), none, new Set(['night']))).toEqual([
      { employee_id: 'ann', weekend_shifts: 2, night_shifts: 2, above_target_shifts: 2 },
    ]);
  });
});
