import { EVENT_VERSIONS, type EventType } from '@rostra/contracts';
import { openMemoryEventStore, type EventStore } from '@rostra/platform';
import { describe, expect, it } from 'vitest';
import { followGeneration } from './follow.ts';

const STREAM = 'schedule-1-2026-12';
const metadata = {
  actorUserId: null,
  actorEmail: null,
  organizationId: '1',
  correlationId: 'c',
  causationId: null,
  occurredAt: '2026-11-20T10:00:00.000Z',
};
const append = (log: EventStore, type: EventType, data: object) =>
  log.append(STREAM, [{ type, version: EVENT_VERSIONS[type], data, metadata }], { expectedRevision: 'any' });
const requested = (requestId: string) => ({ organizationId: '1', year: 2026, month: 12, requestId, requestedAt: metadata.occurredAt });
const progressed = (requestId: string, incumbent: number) => ({
  requestId,
  incumbent,
  bound: 10,
  gap: (incumbent - 10) / incumbent,
  elapsedSeconds: 1,
});

async function collect(log: EventStore, onlyNew = false, signal = new AbortController().signal) {
  const updates = await followGeneration(log, STREAM, { onlyNew, signal, pollMs: 5 });
  const seen = (async () => {
    const all: unknown[] = [];
    for await (const update of updates) all.push(update);
    return all;
  })();
  return { seen };
}

describe('following a generation', () => {
  it('replays a finished generation from its request: progress, then the result', async () => {
    const log = openMemoryEventStore();
    await append(log, 'ScheduleGenerationRequested', requested('r0'));
    await append(log, 'ScheduleGenerationFailed', { requestId: 'r0', status: 'infeasible', problems: [] });
    await append(log, 'ScheduleGenerationRequested', requested('r1'));
    await append(log, 'ScheduleGenerationProgressed', progressed('r1', 20));
    await append(log, 'ScheduleGenerated', { requestId: 'r1', status: 'feasible' });
    expect(await (await collect(log)).seen).toEqual([
      { event: 'progress', data: { request_id: 'r1', incumbent: 20, bound: 10, gap: 0.5, elapsed_seconds: 1 } },
      {
        event: 'result',
        data: { request_id: 'r1', status: 'feasible', success: true, text: 'Schedule generated successfully with feasible solution' },
      },
    ]);
  });

  it('waits for the next request when asked to skip a finished one, and follows it live', async () => {
    const log = openMemoryEventStore();
    await append(log, 'ScheduleGenerationRequested', requested('r0'));
    await append(log, 'ScheduleGenerated', { requestId: 'r0', status: 'optimal' });
    const following = await collect(log, true);
    await append(log, 'ScheduleGenerationRequested', requested('r1'));
    await append(log, 'ScheduleGenerationProgressed', progressed('r0', 99));
    await append(log, 'ScheduleGenerationProgressed', progressed('r1', 40));
    await append(log, 'ScheduleGenerationFailed', { requestId: 'r1', status: 'timeout', problems: [] });
    expect(await following.seen).toEqual([
      { event: 'progress', data: expect.objectContaining({ request_id: 'r1', incumbent: 40 }) },
      {
        event: 'result',
        data: {
          request_id: 'r1',
          status: 'timeout',
          success: false,
          text: 'Schedule generation timed out. Try reducing the complexity or contact support.',
        },
      },
    ]);
  });

  it('stops when the client goes away', async () => {
    const log = openMemoryEventStore();
    await append(log, 'ScheduleGenerationRequested', requested('r1'));
    const disconnected = new AbortController();
    const following = await collect(log, false, disconnected.signal);
    disconnected.abort();
    expect(await following.seen).toEqual([]);
  });
});
