import type { ShiftRemindersDue } from '@rostra/contracts';
import { recordShiftReminders } from '../server/shift-reminders.ts';
import type { TestServer } from './test-server.ts';

/** The server's clock pass for shift reminders, run now as if at `instant`: the days it recorded. */
export function remindersAt(server: TestServer, instant: string): Promise<ShiftRemindersDue['data'][]> {
  const { events, readStore } = server.running.stores;
  return recordShiftReminders({ events, readStore, clock: { now: () => new Date(instant) } });
}
