import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  EVENT_VERSIONS,
  evolveSchedule,
  GENERATION_LEASE_MS,
  generationRunning,
  initialScheduleState,
  type ScheduleEvent,
  type ScheduleGenerationStarted,
} from '@rostra/contracts';
import { fold, openSqliteEventStore, toMetadata, type EventStore, type RecordedEvent } from '@rostra/platform';
import { scratchDirs } from '@rostra/platform/testing/scratch-dirs';
import { describe, expect, it } from 'vitest';

const child = join(import.meta.dirname, 'testing/solver-child.ts');
const tempDir = scratchDirs('rostra-generation-crash-');
const stream = 'schedule-1-2026-12';
const T0 = Date.parse('2026-11-30T07:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

/** A solver service process (solver-child.ts) with its clock at `clock`, once it follows the log. */
async function solverProcess(dir: string, clock: string, seconds: number): Promise<ChildProcess> {
  const solver = spawn(process.execPath, ['--import', 'tsx', child, dir, clock, String(seconds)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: solver.stdout! });
  await new Promise<void>((resolve, reject) => {
    lines.on('line', (line) => line === 'started' && resolve());
    solver.once('exit', (code) => reject(new Error(`solver process exited with ${code}`)));
  });
  return solver;
}

async function kill(solver: ChildProcess): Promise<void> {
  const exited = once(solver, 'exit');
  solver.kill('SIGKILL');
  await exited;
}

async function until(events: EventStore, found: (recorded: RecordedEvent[]) => boolean): Promise<RecordedEvent[]> {
  for (;;) {
    const recorded = await events.readStream(stream);
    if (found(recorded)) return recorded;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const claims = (recorded: RecordedEvent[]) =>
  recorded.filter((event) => event.type === 'ScheduleGenerationStarted').map((event) => event.data as ScheduleGenerationStarted['data']);
const monthAt = (recorded: RecordedEvent[]) =>
  fold({ initialState: initialScheduleState, evolve: evolveSchedule }, recorded as unknown as ScheduleEvent[]);

describe('a solver service killed while it generates a month', () => {
  it(
    'holds the month only for its lease; the restarted service takes the request over once the lease has run out and answers it',
    { timeout: 180_000 },
    async () => {
      const dir = tempDir();
      const events = openSqliteEventStore(join(dir, 'events.db'));
      const requested: ScheduleEvent = {
        type: 'ScheduleGenerationRequested',
        data: { organizationId: '1', year: 2026, month: 12, requestId: 'r1', requestedAt: at(0) },
      };
      await events.append(
        stream,
        [
          {
            type: requested.type,
            version: EVENT_VERSIONS[requested.type],
            data: requested.data,
            metadata: toMetadata({ actorUserId: 'u1', actorEmail: 'ada@example.com', organizationId: '1', occurredAt: at(0) }),
          },
        ],
        { expectedRevision: 'no_stream' },
      );

      // Its solve has a budget of 10 minutes: it is still solving when it is killed.
      const first = await solverProcess(dir, at(0), 600);
      const claimed = await until(events, (recorded) => claims(recorded).length > 0);
      await kill(first);
      const afterCrash = await events.readStream(stream);
      expect(afterCrash.map((event) => event.type)).not.toContain('ScheduleGenerated');
      const [lease] = claims(claimed);
      const leaseEnd = Date.parse(lease!.leaseUntil!);
      expect(leaseEnd - T0).toBeGreaterThanOrEqual(GENERATION_LEASE_MS);
      // Edits wait while the lease holds (the solver might be alive), and no longer.
      expect(generationRunning(monthAt(afterCrash), at(1_000))).toBe(true);
      expect(generationRunning(monthAt(afterCrash), new Date(leaseEnd).toISOString())).toBe(false);

      // Restarted while the lease still holds: it waits for the lease, then takes the request over.
      const second = await solverProcess(dir, at(1_000), 3);
      second.stdin!.write(`advance ${leaseEnd - T0 + 60_000}\n`);
      const answered = await until(events, (recorded) => recorded.some((event) => event.type === 'ScheduleGenerated'));
      await kill(second);

      const workers = new Set(claims(answered).map((claim) => claim.workerId));
      expect(workers.size).toBe(2);
      const takeover = claims(answered).find((claim) => claim.workerId !== lease!.workerId)!;
      expect(Date.parse(takeover.leaseUntil!)).toBeGreaterThan(leaseEnd + 60_000);
      expect(answered.filter((event) => event.type === 'ScheduleGenerated')).toHaveLength(1);
      expect(monthAt(answered)).toMatchObject({ request: { requestId: 'r1', finished: true }, hasSchedule: true });
      await events.close();
    },
  );
});
