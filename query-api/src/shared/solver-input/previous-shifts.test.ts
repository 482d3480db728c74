import { CALENDAR_DAYS_TABLE, CALENDARS_TABLE, calendarId, type CalendarDayRecord, type CalendarMonthRecord } from '@rostra/contracts';
import { openMemoryReadStore } from '@rostra/platform';
import { describe, expect, it } from 'vitest';
import { previousMonthShifts } from './previous-shifts.ts';

const december: CalendarMonthRecord = {
  id: calendarId('7', 2026, 12),
  organization_id: '7',
  year: 2026,
  month: 12,
  period: '2026-12',
  generated_at: '2026-11-20T10:00:00.000Z',
  shift_types: [{ id: 'night', name: 'Night', start_time: '22:00', duration_hours: 8, position_labels: {} }],
};
const day = (date: string, member_id: string, absent: 'vacation' | null): CalendarDayRecord => ({
  id: `7:${date}`,
  organization_id: '7',
  period: '2026-12',
  date,
  member_names: {},
  assignments: [{ date, shift_type_id: 'night', member_id, position: 1, absent }],
  generated_coverage: [],
  coverage: [],
});
const days = [
  day('2026-12-24', 'ann', null),
  day('2026-12-25', 'ann', null),
  day('2026-12-30', 'bob', 'vacation'),
  day('2026-12-31', 'ann', null),
];

describe('the previous month’s shifts for generation', () => {
  it('are the last week’s assignments that still count, with the times they were generated with', async () => {
    const store = openMemoryReadStore();
    for (const name of [CALENDARS_TABLE, CALENDAR_DAYS_TABLE]) await store.ensureTable({ name });
    await store.setAliases({ [CALENDARS_TABLE]: CALENDARS_TABLE, [CALENDAR_DAYS_TABLE]: CALENDAR_DAYS_TABLE });
    await store.commit([
      { type: 'put', table: CALENDARS_TABLE, doc: december },
      ...days.map((doc) => ({ type: 'put' as const, table: CALENDAR_DAYS_TABLE, doc })),
    ]);
    expect(await previousMonthShifts(store, '7', 2027, 1)).toEqual([
      { employee_id: 'ann', date: '2026-12-25', shift_type_id: 'night', start_time: '22:00', duration_hours: 8 },
      { employee_id: 'ann', date: '2026-12-31', shift_type_id: 'night', start_time: '22:00', duration_hours: 8 },
    ]);
    expect(await previousMonthShifts(store, '7', 2027, 2)).toEqual([]);
  });
});
