import { EVENT_VERSIONS, VACATION_TEXT } from '@rostra/contracts';
import { execute, openMemoryEventStore, type EventStore } from '@rostra/platform';
import { describe, expect, it } from 'vitest';
import { vacationDecider, type VacationCommand } from './decide.ts';
import { vacationStream } from './vacation.ts';

// A member's vacation stream as version 1 recorded it, before the payloads were renamed to
// camelCase: the decider must decide on it as it did then, and what it appends is the current version.
const stream = vacationStream('7', 'm1');
const context = { actorUserId: 'u-bo', actorEmail: 'bo@example.com', organizationId: '7', occurredAt: '2026-11-10T08:00:00.000Z' };
const metadata = { ...context, correlationId: 'c', causationId: null };
const ref = { organizationId: '7', memberId: 'm1', requestId: 'm1.1' };
const now = '2026-11-10T08:00:00.000Z';

async function recordedLog(): Promise<EventStore> {
  const log = openMemoryEventStore();
  await log.append(
    stream,
    [
      {
        type: 'VacationRequested',
        version: 1,
        data: { ...ref, start_date: '2026-12-01', end_date: '2026-12-05', request_notes: 'Family', by: 'employee', requestedAt: now },
        metadata,
      },
      {
        type: 'VacationRequestApproved',
        version: 1,
        data: { ...ref, review_notes: 'Enjoy', reviewerUserId: 'u-ada', reviewerEmail: 'ada@example.com', reviewedAt: now },
        metadata,
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  return log;
}

const run = (log: EventStore, command: VacationCommand) => execute(log, stream, vacationDecider, command, context, EVENT_VERSIONS);

describe('a vacation stream recorded as version 1', () => {
  it('still holds its days: an overlapping request is refused with the recorded dates', async () => {
    const log = await recordedLog();
    const request: VacationCommand = {
      type: 'RequestVacation',
      organizationId: '7',
      memberId: 'm1',
      schedulable: true,
      by: 'employee',
      startDate: '2026-12-04',
      endDate: '2026-12-08',
      requestNotes: null,
      autoApprove: null,
      today: '2026-11-10',
      now,
    };
    await expect(run(log, request)).rejects.toThrow(
      VACATION_TEXT.overlaps({ start_date: '2026-12-01', end_date: '2026-12-05', status: 'approved' }),
    );
  });

  it('tells the approving manager of a cancellation, with the recorded dates, in the current version', async () => {
    const log = await recordedLog();
    const { state } = await run(log, {
      type: 'CancelVacation',
      organizationId: '7',
      memberId: 'm1',
      requestId: 'm1.1',
      by: 'employee',
      now,
    });

    expect(state.requests['m1.1']).toMatchObject({ status: 'cancelled', requestNotes: 'Family', reviewNotes: 'Enjoy' });
    const appended = (await log.readStream(stream, { fromRevision: 2n })).map(({ type, version, data }) => ({ type, version, data }));
    expect(appended).toEqual([
      { type: 'VacationRequestCancelled', version: 1, data: { ...ref, previousStatus: 'approved', by: 'employee', cancelledAt: now } },
      {
        type: 'ManagerNotificationRequired',
        version: 2,
        data: {
          ...ref,
          reason: 'approved_vacation_cancelled',
          managerUserId: 'u-ada',
          managerEmail: 'ada@example.com',
          startDate: '2026-12-01',
          endDate: '2026-12-05',
        },
      },
    ]);
  });
});
