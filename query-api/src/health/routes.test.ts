import type { AddressInfo } from 'node:net';
import {
  createLogger,
  openMemoryEventStore,
  openMemoryReadStore,
  ProjectionRunner,
  systemClock,
  waitForPosition,
  type EventStore,
  type Projection,
} from '@rostra/platform';
import { testMetadata } from '@rostra/platform/event-store/testing/metadata';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { healthRoutes } from './routes.ts';

/** Counts the events callers read from the log, whatever the method. */
function counting(store: EventStore): { store: EventStore; read: () => number } {
  let read = 0;
  const counted = new Proxy(store, {
    get(target, property) {
      const member = Reflect.get(target, property) as unknown;
      if (typeof member !== 'function') return member;
      if (property === 'readAll') {
        return async function* (...args: Parameters<EventStore['readAll']>) {
          for await (const event of target.readAll(...args)) {
            read += 1;
            yield event;
          }
        };
      }
      if (property === 'countAfter') return (...args: [bigint | null]) => ((read += 1), target.countAfter!(...args));
      return member.bind(target);
    },
  });
  return { store: counted, read: () => read };
}

const projection: Projection = {
  name: 'seen',
  version: 1,
  tables: [{ name: 'seen' }],
  apply: async (event, tx) => tx.put('seen', { id: event.streamId }),
};
const metadata = testMetadata();

async function get(app: express.Express, path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } finally {
    server.close();
  }
}

describe('GET /api/health', () => {
  it('answers from checkpoints and the log head, reading no event, however far behind a projection is', async () => {
    const log = openMemoryEventStore();
    const readStore = openMemoryReadStore();
    await log.append('s-1', [{ type: 'Seen', version: 1, data: {}, metadata }], { expectedRevision: 'any' });
    const runner = new ProjectionRunner(log, readStore, [projection], { operations: false });
    await runner.start();
    const applied = await log.headPosition();
    expect(await waitForPosition(readStore, [projection], applied!, { timeoutMs: 5000 })).toBe(true);
    await runner.stop();
    for (let stream = 2; stream <= 3000; stream += 1)
      await log.append(`s-${stream}`, [{ type: 'Seen', version: 1, data: {}, metadata }], { expectedRevision: 'any' });

    const events = counting(log);
    const app = express().use(
      '/api',
      healthRoutes({
        events: events.store,
        readStore,
        projections: [projection],
        readYourWritesTimeoutMs: 0,
        logger: createLogger('test', 'silent'),
        tokenSecret: 'x'.repeat(32),
        superAdminEmails: [],
        solverTimeLimitSeconds: 45,
        clock: systemClock,
      }),
    );
    const health = await get(app, '/api/health');

    expect(health.status).toBe(200);
    expect(events.read()).toBe(0);
    expect(health.body).toMatchObject({ status: 'ok', head: String(await log.headPosition()) });
    expect(health.body.projections).toEqual([
      { name: 'seen', version: 1, serving: 'v1g1', building: null, checkpoint: String(applied), caughtUp: false, failure: null },
    ]);

    // The lag in detail is a separate endpoint, which does read the log.
    const lag = await get(app, '/api/health/lag');
    expect(lag.body.projections).toEqual([expect.objectContaining({ name: 'seen', lagEvents: 2999 })]);
  });
});
