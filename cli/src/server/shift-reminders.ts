import {
  EVENT_VERSIONS,
  PUBLISHED_CALENDAR_DAYS_TABLE,
  shiftRemindersStream,
  todayIn,
  type CalendarDayRecord,
  type ShiftRemindersDue,
} from '@rostra/contracts';
import {
  ORGANIZATIONS_TABLE,
  WrongExpectedRevisionError,
  type Clock,
  type EventStore,
  type Logger,
  type ReadStore,
} from '@rostra/platform';

export interface ShiftReminderDeps {
  events: EventStore;
  readStore: ReadStore;
  clock: Clock;
}

/** How often the clock looks for tomorrow's shifts: a day's reminders go out within this of midnight. */
export const SHIFT_REMINDER_INTERVAL_MS = 15 * 60 * 1000;

const dayAfter = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + 1)).toISOString().slice(0, 10);
};

async function rows<T extends { id: string }>(store: ReadStore, alias: string, where: Record<string, string> = {}): Promise<T[]> {
  const table = await store.resolveAlias(alias);
  return table ? store.find<T & Record<string, unknown>>(table, { where }) : [];
}

/**
 * One pass of the clock: for each organization, the published shifts of tomorrow in its time zone
 * (those still counting: not off for an absence), recorded once as ShiftRemindersDue on the day's
 * own stream. The stream must not exist yet, so restarts and replicas append it once; the
 * notifications and e-mails follow from the event. Answers the days it recorded.
 */
export async function recordShiftReminders({ events, readStore, clock }: ShiftReminderDeps): Promise<ShiftRemindersDue['data'][]> {
  const now = clock.now();
  const recorded: ShiftRemindersDue['data'][] = [];
  for (const organization of await rows<{ id: string; time_zone?: string; is_active?: boolean }>(readStore, ORGANIZATIONS_TABLE)) {
    if (organization.is_active === false) continue;
    const date = dayAfter(todayIn(organization.time_zone ?? 'UTC', now));
    const [day] = await rows<CalendarDayRecord>(readStore, PUBLISHED_CALENDAR_DAYS_TABLE, { id: `${organization.id}:${date}` });
    const shifts = (day?.assignments ?? [])
      .filter((assignment) => assignment.absent === null)
      .map((assignment) => ({ memberId: assignment.member_id, shiftTypeId: assignment.shift_type_id }));
    if (shifts.length === 0) continue;
    const data = { organizationId: organization.id, date, shifts, dueAt: now.toISOString() };
    try {
      await events.append(
        shiftRemindersStream(organization.id, date),
        [
          {
            type: 'ShiftRemindersDue',
            version: EVENT_VERSIONS.ShiftRemindersDue,
            data,
            metadata: {
              actorUserId: null,
              actorEmail: null,
              organizationId: organization.id,
              subjectMemberId: null,
              correlationId: `shift-reminders-${organization.id}-${date}`,
              causationId: null,
              occurredAt: now.toISOString(),
            },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
      recorded.push(data);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
  return recorded;
}

/** Runs a pass now and every `intervalMs`, one at a time; `stop` waits for the pass under way. */
export function startShiftReminders(deps: ShiftReminderDeps & { logger: Logger; intervalMs?: number }): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const pass = () => {
    running = running.then(() =>
      recordShiftReminders(deps).then(
        (days) => days.forEach((day) => deps.logger.info({ organizationId: day.organizationId, date: day.date }, 'Shift reminders due')),
        (error: unknown) => deps.logger.error({ err: error }, 'Shift reminders failed'),
      ),
    );
  };
  pass();
  const timer = setInterval(pass, deps.intervalMs ?? SHIFT_REMINDER_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
