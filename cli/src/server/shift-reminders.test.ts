import { PUBLISHED_CALENDAR_DAYS_TABLE, shiftRemindersStream, type CalendarAssignment } from '@rostra/contracts';
import { openMemoryEventStore, openMemoryReadStore, ORGANIZATIONS_TABLE, type ReadStore } from '@rostra/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordShiftReminders, type ShiftReminderDeps } from './shift-reminders.ts';

// The clock's day-before reminders, against read models as the projections leave them.

const assignment = (member_id: string, shift_type_id: string, absent: CalendarAssignment['absent'] = null): CalendarAssignment => ({
  date: '2026-12-04',
  shift_type_id,
  member_id,
  position: 1,
  absent,
});

async function seed(store: ReadStore, table: string, docs: Record<string, unknown>[]) {
  await store.ensureTable({ name: `${table}_g1` });
  await store.setAliases({ [table]: `${table}_g1` });
  await store.commit(docs.map((doc) => ({ type: 'put', table: `${table}_g1`, doc: doc as { id: string } })));
}

/** At this instant it is the 3rd in Berlin, already the 4th in Auckland. */
const at = (instant: string): ShiftReminderDeps['clock'] => ({ now: () => new Date(instant) });
let deps: Omit<ShiftReminderDeps, 'clock'>;

beforeEach(async () => {
  deps = { events: openMemoryEventStore(), readStore: openMemoryReadStore() };
  await seed(deps.readStore, ORGANIZATIONS_TABLE, [
    { id: '7', time_zone: 'Europe/Berlin', is_active: true },
    { id: '8', time_zone: 'Pacific/Auckland', is_active: true },
  ]);
  await seed(deps.readStore, PUBLISHED_CALENDAR_DAYS_TABLE, [
    {
      id: '7:2026-12-04',
      organization_id: '7',
      date: '2026-12-04',
      assignments: [assignment('m-bo', 'late'), assignment('m-cy', 'early', 'vacation')],
    },
    { id: '8:2026-12-04', organization_id: '8', date: '2026-12-04', assignments: [assignment('m-di', 'late')] },
  ]);
});

describe('the day-before shift reminders', () => {
  it('records tomorrow in each organization’s own time zone, the shifts that still count', async () => {
    const recorded = await recordShiftReminders({ ...deps, clock: at('2026-12-03T12:00:00.000Z') });
    expect(recorded).toEqual([
      { organizationId: '7', date: '2026-12-04', shifts: [{ memberId: 'm-bo', shiftTypeId: 'late' }], dueAt: '2026-12-03T12:00:00.000Z' },
    ]);
    const stream = await deps.events.readStream(shiftRemindersStream('7', '2026-12-04'));
    expect(stream.map((event) => [event.type, event.data])).toEqual([['ShiftRemindersDue', recorded[0]]]);
  });

  it('records a day once, however often and from however many servers the clock looks', async () => {
    const clock = at('2026-12-03T12:00:00.000Z');
    await Promise.all([recordShiftReminders({ ...deps, clock }), recordShiftReminders({ ...deps, clock })]);
    expect(await recordShiftReminders({ ...deps, clock: at('2026-12-03T23:00:00.000Z') })).toEqual([]);
    expect(await deps.events.readStream(shiftRemindersStream('7', '2026-12-04'))).toHaveLength(1);
  });

  it('records nothing for a day without published shifts', async () => {
    expect(await recordShiftReminders({ ...deps, clock: at('2026-12-05T12:00:00.000Z') })).toEqual([]);
    expect(await deps.events.headPosition()).toBeNull();
  });
});
