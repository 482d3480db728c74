import {
  EVENT_VERSIONS,
  scheduleStream,
  splitGenerated,
  type EventType,
  type GeneratedMonth,
  type ScheduleEvent,
  type ShiftCoverageRecord,
} from '@rostra/contracts';
import { aGeneratedMonth } from '@rostra/contracts/testing/generated-month';
import { toMetadata, waitForPosition } from '@rostra/platform';
import { allProjections } from '@rostra/projections';
import type { TestServer } from './test-server.ts';

// Schedule events for HTTP tests that need a generated month without running the solver: they
// go straight onto the month's stream, as the solver service would append them.

export interface Month {
  organizationId: string;
  year: number;
  month: number;
}

/** A whole generated month (`generated`): not an event, the kit records it as the solver does. */
export interface WholeMonth {
  type: 'WholeMonth';
  data: GeneratedMonth;
}

type Appended = ScheduleEvent | WholeMonth;

/**
 * Appends to the month's stream and waits until every read model includes it. A whole generated
 * month is appended as the solver does: in parts, then the ScheduleGenerated that closes it (a
 * draft), and then published, so employees see it.
 */
export async function appendToMonth(server: TestServer, month: Month, ...events: Appended[]): Promise<void> {
  return append(server, month, events, 'published');
}

/** As appendToMonth, leaving a whole generated month a draft for the admins to publish. */
export async function appendDraft(server: TestServer, month: Month, ...events: Appended[]): Promise<void> {
  return append(server, month, events, 'draft');
}

async function append(
  server: TestServer,
  { organizationId, year, month }: Month,
  events: Appended[],
  as: 'draft' | 'published',
): Promise<void> {
  const occurredAt = server.running.clock.now().toISOString();
  const metadata = toMetadata({ actorUserId: null, actorEmail: null, organizationId, occurredAt });
  const recorded = events.flatMap((event): ScheduleEvent[] => {
    if (event.type !== 'WholeMonth') return [event];
    const publication: ScheduleEvent = {
      type: 'SchedulePublished',
      data: { organizationId, year, month, requestId: event.data.requestId, revision: 0, publishedAt: metadata.occurredAt },
    };
    return [...splitGenerated(event.data), ...(as === 'published' ? [publication] : [])];
  });
  const { position } = await server.running.stores.events.append(
    scheduleStream(organizationId, year, month),
    recorded.map((event) => ({ type: event.type, version: EVENT_VERSIONS[event.type as EventType], data: event.data, metadata })),
    { expectedRevision: 'any' },
  );
  if (!(await waitForPosition(server.running.stores.readStore, allProjections, position, { timeoutMs: 5000 })))
    throw new Error('read models did not catch up');
}

/** A whole generated month; assignments as [date, shift type id, member id, position]. */
export function generated(
  { organizationId, year, month }: Month,
  fields: Partial<GeneratedMonth> & { shifts?: [string, string, string, number][] } = {},
): WholeMonth {
  const { shifts = [], ...rest } = fields;
  const assignments = shifts.map(([date, shift_type_id, member_id, position]) => ({ date, shift_type_id, member_id, position }));
  return {
    type: 'WholeMonth',
    data: aGeneratedMonth({ requestId: crypto.randomUUID(), organizationId, year, month, assignments, ...rest }),
  };
}

/** A shift-day the generation staffed fully: `assigned` people of the `required` (as many as required unless said). */
export const staffed = (date: string, shift_type_id: string, required: number, assigned = required): ShiftCoverageRecord => ({
  date,
  shift_type_id,
  required_count: required,
  assigned_count: assigned,
  status: 'fully-staffed',
  reasons: [],
});
