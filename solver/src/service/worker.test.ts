import {
  assembleGenerated,
  EVENT_VERSIONS,
  splitGenerated,
  type ScheduleEvent,
  type ScheduleGenerated,
  type SchedulePartGenerated,
  type ScheduleRepairProposed,
} from '@rostra/contracts';
import type { SolverInput } from '@rostra/contracts/solver-input';
import {
  createLogger,
  openMemoryEventStore,
  openMemoryReadStore,
  type EventStore,
  type RecordedEvent,
  type Subscription,
} from '@rostra/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { GenerationWorker } from './worker.ts';

const stream = 'schedule-1-2026-12';
const logger = createLogger('test', 'silent');

/** Four people, one day shift of two every day: a month that has an optimal schedule. */
const december: SolverInput = {
  year: 2026,
  month: 12,
  shift_types: [
    { id: 'day', name: 'Day', start_time: '08:00', duration_hours: 8, requirements: [{ day_of_week: null, employees_needed: 2 }] },
  ],
  employees: ['ana', 'ben', 'cy', 'dee'].map((id) => ({ id, name: id, max_consecutive_days: 5 })),
};

/** The store as EventStoreDB restarting looks to a client: its first subscription fails once it is read. */
function failingFirstSubscription(events: EventStore): EventStore {
  let failed = false;
  return new Proxy(events, {
    get(target, property) {
      const member = Reflect.get(target, property) as unknown;
      if (property !== 'subscribeToAll' || failed) return typeof member === 'function' ? member.bind(target) : member;
      return (): Subscription => {
        failed = true;
        return {
          async *[Symbol.asyncIterator]() {
            yield* [];
            throw new Error('14 UNAVAILABLE: Connection dropped');
          },
          close: async () => undefined,
        };
      };
    },
  });
}

function request(events: EventStore, requestId: string) {
  return append(events, {
    type: 'ScheduleGenerationRequested',
    data: { organizationId: '1', year: 2026, month: 12, requestId, requestedAt: new Date().toISOString() },
  });
}

function append(events: EventStore, ...appended: ScheduleEvent[]) {
  return events.append(
    stream,
    appended.map(({ type, data }) => ({
      type,
      version: EVENT_VERSIONS[type],
      data,
      metadata: {
        actorUserId: 'u1',
        actorEmail: 'a@example.com',
        organizationId: '1',
        correlationId: 'c',
        causationId: null,
        occurredAt: new Date().toISOString(),
      },
    })),
    { expectedRevision: 'any' },
  );
}

async function outcome(events: EventStore): Promise<RecordedEvent> {
  for (;;) {
    const found = (await events.readStream(stream)).find((e) => e.type === 'ScheduleGenerated' || e.type === 'ScheduleGenerationFailed');
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const workers: GenerationWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

function startWorker(events: EventStore, input: SolverInput, workerId: string) {
  const worker = new GenerationWorker({
    events,
    readStore: openMemoryReadStore(),
    projections: [],
    loadInput: async () => ({ input, memberNames: { ana: 'Ana', ben: 'Ben', cy: 'Cy', dee: 'Dee' } }),
    logger,
    clock: { now: () => new Date('2026-11-30T07:00:00.000Z') },
    workerId,
    solveOptions: { timeLimitSeconds: 5, threads: 0, seed: 1 },
    resubscribeAfterMs: 10,
  });
  workers.push(worker);
  return worker.start().then(() => worker);
}

describe('the generation worker', () => {
  it('answers a request with the schedule, its coverage and the shift types as they were', async () => {
    const events = openMemoryEventStore();
    await startWorker(events, december, 'w1');
    await request(events, 'r1');
    const generated = await outcome(events);
    expect(generated.type).toBe('ScheduleGenerated');
    const parts = (await events.readStream(stream))
      .filter((e) => e.type === 'SchedulePartGenerated')
      .map((e) => e.data as SchedulePartGenerated['data']);
    const data = assembleGenerated(generated.data as ScheduleGenerated['data'], parts);
    expect(data.status).toBe('optimal');
    expect(data.assignments).toHaveLength(62);
    expect(data.coverage.every((shift) => shift.status === 'fully-staffed')).toBe(true);
    expect(data.shiftTypes).toEqual([expect.objectContaining({ name: 'Day', start_time: '08:00' })]);
    expect(generated.metadata).toMatchObject({ organizationId: '1', actorEmail: 'solver' });
  });

  it('lets exactly one of two competing workers take a request', async () => {
    const events = openMemoryEventStore();
    await startWorker(events, december, 'w1');
    await startWorker(events, december, 'w2');
    await request(events, 'r1');
    await outcome(events);
    const types = (await events.readStream(stream)).map((e) => e.type);
    expect(types.filter((type) => type === 'ScheduleGenerationStarted')).toHaveLength(1);
    expect(types.filter((type) => type === 'ScheduleGenerated')).toHaveLength(1);
  });

  it('answers a month nobody can work with a failure status', async () => {
    const events = openMemoryEventStore();
    await startWorker(events, { ...december, employees: [] }, 'w1');
    await request(events, 'r1');
    expect(await outcome(events)).toMatchObject({ type: 'ScheduleGenerationFailed', data: { requestId: 'r1', status: 'no_employees' } });
  });

  it('resumes from its checkpoint when its subscription fails, instead of stopping the process', async () => {
    const events = openMemoryEventStore();
    await startWorker(failingFirstSubscription(events), { ...december, employees: [] }, 'w1');
    await request(events, 'r1');
    expect(await outcome(events)).toMatchObject({ type: 'ScheduleGenerationFailed', data: { requestId: 'r1' } });
  });

  it('answers a repair request with the fewest changes, named, claimed by exactly one of two workers', async () => {
    const events = openMemoryEventStore();
    // The draft: Ana and Ben on the 1st's Day (published), Cy and Dee on the 2nd's; then Dee is off on the 2nd.
    const month = { requestId: 'r1', organizationId: '1', year: 2026, month: 12 };
    const day = (date: string) => ({
      date,
      shift_type_id: 'day',
      required_count: 2,
      assigned_count: 2,
      status: 'fully-staffed' as const,
      reasons: [],
    });
    await append(
      events,
      ...splitGenerated({
        ...month,
        status: 'optimal',
        shiftTypes: [{ id: 'day', name: 'Day', start_time: '08:00', duration_hours: 8, position_labels: {} }],
        memberNames: {},
        requested: {},
        coverage: [day('2026-12-01'), day('2026-12-02')],
        assignments: [
          { date: '2026-12-01', shift_type_id: 'day', member_id: 'ana', position: 1 },
          { date: '2026-12-01', shift_type_id: 'day', member_id: 'ben', position: 2 },
          { date: '2026-12-02', shift_type_id: 'day', member_id: 'cy', position: 1 },
          { date: '2026-12-02', shift_type_id: 'day', member_id: 'dee', position: 2 },
        ],
        statistics: {
          objective: 0,
          bound: 0,
          gap: 0,
          seconds: 1,
          firstValidSeconds: 1,
          modelSize: { employees: 4, days: 31, shift_types: 1, cells: 124 },
          inputHash: 'h',
        },
      }),
      { type: 'SchedulePublished', data: { organizationId: '1', year: 2026, month: 12, requestId: 'r1', revision: 0, publishedAt: 'now' } },
    );
    const input: SolverInput = {
      ...december,
      employees: december.employees.map((employee) =>
        employee.id === 'dee' ? { ...employee, vacations: [{ start_date: '2026-12-02', end_date: '2026-12-02' }] } : employee,
      ),
    };
    await startWorker(events, input, 'w1');
    await startWorker(events, input, 'w2');
    await append(events, {
      type: 'ScheduleRepairRequested',
      data: { organizationId: '1', year: 2026, month: 12, proposalId: 'p1', requestId: 'r1', revision: 0, requestedAt: 'now' },
    });
    let proposed: RecordedEvent | undefined;
    while (!(proposed = (await events.readStream(stream)).find((e) => e.type === 'ScheduleRepairProposed')))
      await new Promise((resolve) => setTimeout(resolve, 20));
    const data = proposed.data as ScheduleRepairProposed['data'];
    expect(data).toMatchObject({ proposalId: 'p1', requestId: 'r1', revision: 0, proposedAt: '2026-11-30T07:00:00.000Z' });
    expect(data.changes).toEqual([
      { date: '2026-12-02', shift_type_id: 'day', member_id: 'dee', change: 'removed', position: null },
      { date: '2026-12-02', shift_type_id: 'day', member_id: expect.stringMatching(/^(ana|ben)$/), change: 'added', position: 2 },
    ]);
    expect(data.memberNames).toEqual({ dee: 'Dee', [data.changes[1]!.member_id]: data.changes[1]!.member_id === 'ana' ? 'Ana' : 'Ben' });
    expect((await events.readStream(stream)).filter((e) => e.type === 'ScheduleRepairStarted')).toHaveLength(1);
  });
});
