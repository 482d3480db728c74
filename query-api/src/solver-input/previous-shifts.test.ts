import { CALENDARS_TABLE, calendarId, type CalendarRecord } from '@rostra/contracts';
import { openMemoryReadStore } from '@rostra/platform';
import { describe, expect, it } from 'vitest';
import { previousMonthShifts } from './previous-shifts.ts';

const december: CalendarRecord = {
  id: calendarId('7', 2026, 12), organization_id: '7', year: 2026, month: 12, generated_at: '2026-11-20T10:00:00.000Z',
  shift_types: [{ id: 'night', name: 'Night', start_time: '22:00', duration_hours: 8, position_labels: {} }],
  member_names: {},
  assignments: [
    { date: '2026-12-24', shift_type_id: 'night', member_id: 'ann', position: 1, absent: null },
    { date: '2026-12-25', shift_type_id: 'night', member_id: 'ann', position: 1, absent: null },
    { date: '2026-12-30', shift_type_id: 'night', member_id: 'bob', position: 1, absent: 'vacation' },
    { date: '2026-12-31', shift_type_id: 'night', member_id: 'ann', position: 1, absent: null },
  ],
  generated_coverage: [], coverage: [],
};

describe('the previous month’s shifts for generation', () => {
  it('are the last week’s assignments that still count, with the times they were generated with', async () => {
    const store = openMemoryReadStore();
    await store.ensureTable({ name: CALENDARS_TABLE });
    await store.setAliases({ [CALENDARS_TABLE]: CALENDARS_TABLE });
    await store.commit([{ type: 'put', table: CALENDARS_TABLE, doc: december }]);
    expect(await previousMonthShifts(store, '7', 2027, 1)).toEqual([
      { employee_id: 'ann', date: '2026-12-25', shift_type_id: 'night', start_time: '22:00', duration_hours: 8 },
      { employee_id: 'ann', date: '2026-12-31', shift_type_id: 'night', start_time: '22:00', duration_hours: 8 },
    ]);
    expect(await previousMonthShifts(store, '7', 2027, 2)).toEqual([]);
  });
});
