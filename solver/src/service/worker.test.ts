import {
  assembleGenerated,
  EVENT_VERSIONS,
  type ScheduleEvent,
  type ScheduleGenerated,
  type SchedulePartGenerated,
  type ScheduleRepairProposed,
} from '@rostra/contracts';
import type { SolverInput } from '@rostra/contracts/solver/input';
import {
  createLogger,
  openMemoryEventStore,
  openMemoryReadStore,
  toMetadata,
  type EventStore,
  type RecordedEvent,
  type Subscription,
} from '@rostra/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { GenerationWorker } from './worker.ts';
import { reproducible } from '../testing/reproducible.ts';

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
      metadata: toMetadata({ actorUserId: 'u1', actorEmail: 'a@example.com', organizationId: '1', occurredAt: new Date().toISOString() }),
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

/** A worker whose input is the given month, or what `input()` answers at each request. */
function startWorker(events: EventStore, input: SolverInput | { input(): SolverInput }, workerId: string) {
  const worker = new GenerationWorker({
    events,
    readStore: openMemoryReadStore(),
    projections: [],
    loadInput: async () => ({
      input: 'input' in input ? input.input() : input,
      memberNames: { ana: 'Ana', ben: 'Ben', cy: 'Cy', dee: 'Dee' },
    }),
    logger,
    clock: { now: () => new Date('2026-11-30T07:00:00.000Z') },
    workerId,
    solveOptions: reproducible,
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

  it('answers a repair request from the draft on the stream, named, claimed by exactly one of two workers', async () => {
    const events = openMemoryEventStore();
    const month = { organizationId: '1', year: 2026, month: 12 };
    // The worker generates the month and it is published: every assignment is fixed.
    const input = { current: december };
    const load = { input: () => input.current };
    await startWorker(events, load, 'w1');
    await startWorker(events, load, 'w2');
    await request(events, 'r1');
    await outcome(events);
    await append(events, { type: 'SchedulePublished', data: { ...month, requestId: 'r1', revision: 0, publishedAt: 'now' } });
    const parts = (await events.readStream(stream)).filter((e) => e.type === 'SchedulePartGenerated');
    const sick = (parts[0]!.data as SchedulePartGenerated['data']).assignments.find((shift) => shift.date === '2026-12-02')!;
    // Then whoever worked the 2nd is off sick that day.
    input.current = {
      ...december,
      employees: december.employees.map((employee) =>
        employee.id === sick.memberId ? { ...employee, vacations: [{ start_date: '2026-12-02', end_date: '2026-12-02' }] } : employee,
      ),
    };
    await append(events, {
      type: 'ScheduleRepairRequested',
      data: { ...month, proposalId: 'p1', requestId: 'r1', revision: 0, requestedAt: 'now' },
    });
    let proposed: RecordedEvent | undefined;
    while (!(proposed = (await events.readStream(stream)).find((e) => e.type === 'ScheduleRepairProposed')))
      await new Promise((resolve) => setTimeout(resolve, 20));
    const data = proposed.data as ScheduleRepairProposed['data'];
    expect(data).toMatchObject({ proposalId: 'p1', requestId: 'r1', revision: 0, proposedAt: '2026-11-30T07:00:00.000Z' });
    const [removed, ...others] = data.changes;
    expect(removed).toEqual({ date: '2026-12-02', shiftTypeId: 'day', memberId: sick.memberId, change: 'removed', position: null });
    // Published assignments stay: the repair can only add.
    expect(others.every((change) => change.change === 'added')).toBe(true);
    expect(data.memberNames).toMatchObject({ [sick.memberId]: sick.memberId[0]!.toUpperCase() + sick.memberId.slice(1) });
    expect((await events.readStream(stream)).filter((e) => e.type === 'ScheduleRepairStarted')).toHaveLength(1);
  });

  it('answers a repair request followed by notes on an earlier generation, and not one an edit followed', async () => {
    const events = openMemoryEventStore();
    const month = { organizationId: '1', year: 2026, month: 12 };
    await request(events, 'r1');
    const generator = await startWorker(events, december, 'w1');
    await outcome(events);
    await generator.stop();
    const repair = (proposalId: string, revision: number): ScheduleEvent => ({
      type: 'ScheduleRepairRequested',
      data: { ...month, proposalId, requestId: 'r1', revision, requestedAt: 'now' },
    });
    const progressed: ScheduleEvent = {
      type: 'ScheduleGenerationProgressed',
      data: { requestId: 'r1', incumbent: 1, bound: 1, gap: 0, elapsedSeconds: 1 },
    };
    const edited: ScheduleEvent = {
      type: 'ScheduleAssignmentChanged',
      data: {
        ...month,
        date: '2026-12-03',
        shiftTypeId: 'day',
        memberId: 'ana',
        action: 'unassign',
        position: null,
        overrideReason: null,
        violations: [],
      },
    };
    await append(events, repair('p1', 0), edited, repair('p2', 1), progressed);
    await startWorker(events, december, 'w2');
    let answered: RecordedEvent[];
    while ((answered = (await events.readStream(stream)).filter((e) => e.type === 'ScheduleRepairProposed')).length === 0)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered.map((e) => (e.data as ScheduleRepairProposed['data']).proposalId)).toEqual(['p2']);
    expect((answered[0]!.data as ScheduleRepairProposed['data']).revision).toBe(1);
  });
});
