import { EVENT_VERSIONS, type ScheduleEvent, type ScheduleRepairProposed } from '@rostra/contracts';
import type { SolverInput } from '@rostra/contracts/solver/input';
import { createLogger, openMemoryEventStore, openMemoryReadStore, toMetadata, type EventStore, type RecordedEvent } from '@rostra/platform';
import { describe, expect, it } from 'vitest';
import { reproducible } from '../testing/reproducible.ts';
import { hardMonth } from './testing/hard-month.ts';
import { GenerationWorker } from './worker.ts';

const stream = 'schedule-1-2026-12';
const month = { organizationId: '1', year: 2026, month: 12 };

function append(events: EventStore, event: ScheduleEvent) {
  const metadata = toMetadata({
    actorUserId: 'u1',
    actorEmail: 'ada@example.com',
    organizationId: '1',
    occurredAt: '2026-11-20T09:00:00.000Z',
  });
  return events.append(stream, [{ type: event.type, version: EVENT_VERSIONS[event.type], data: event.data, metadata }], {
    expectedRevision: 'any',
  });
}

async function until(events: EventStore, found: (event: RecordedEvent) => boolean): Promise<RecordedEvent> {
  for (;;) {
    const event = (await events.readStream(stream)).find(found);
    if (event) return event;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a repair of the same draft and inputs', () => {
  it('proposes the same changes every time it is asked for', { timeout: 180_000 }, async () => {
    const events = openMemoryEventStore();
    const input: { current: SolverInput } = { current: hardMonth };
    const worker = new GenerationWorker({
      events,
      readStore: openMemoryReadStore(),
      projections: [],
      loadInput: async () => ({ input: input.current, memberNames: {} }),
      logger: createLogger('test', 'silent'),
      clock: { now: () => new Date('2026-11-30T07:00:00.000Z') },
      // A round limit, not a time limit: two rounds make the month and its repair in seconds on any machine.
      solveOptions: { ...reproducible, maxRounds: 2 },
      explainOptions: { budgetSeconds: 1 },
    });
    await worker.start();
    try {
      await append(events, { type: 'ScheduleGenerationRequested', data: { ...month, requestId: 'r1', requestedAt: 'now' } });
      await until(events, (event) => event.type === 'ScheduleGenerated');
      // Then three of them are away for a week: a repair has many ways to fill their shifts.
      input.current = {
        ...hardMonth,
        employees: hardMonth.employees.map((e, i) =>
          i < 3 ? { ...e, vacations: [{ start_date: '2026-12-05', end_date: '2026-12-12' }] } : e,
        ),
      };
      const proposal = async (proposalId: string) => {
        await append(events, {
          type: 'ScheduleRepairRequested',
          data: { ...month, proposalId, requestId: 'r1', revision: 0, requestedAt: 'now' },
        });
        const answer = await until(
          events,
          (event) =>
            (event.data as { proposalId?: string }).proposalId === proposalId &&
            event.type !== 'ScheduleRepairRequested' &&
            event.type !== 'ScheduleRepairStarted',
        );
        expect(answer.type).toBe('ScheduleRepairProposed');
        return (answer.data as ScheduleRepairProposed['data']).changes;
      };
      const first = await proposal('p1');
      expect(first.length).toBeGreaterThan(10);
      expect(await proposal('p2')).toEqual(first);
    } finally {
      await worker.stop();
    }
  });
});
