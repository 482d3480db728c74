import { projectionHealth, projectionStatus, type ProjectionStatus } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';

type Probe<T> = { status: 'ok'; value: T } | { status: 'down'; error: string };

async function probe<T>(check: () => Promise<T>): Promise<Probe<T>> {
  try {
    return { status: 'ok', value: await check() };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  }
}

const shown = (probe: Probe<unknown>) => (probe.status === 'ok' ? { status: 'ok' } : probe);

/**
 * GET /api/health: each store, and each projection's serving generation and whether it has caught
 * up with the log head: a few lookups whatever the log's length, so a probe under lag never times
 * out. 503 when a store is down. GET /api/health/lag counts each projection's lag (reads the log).
 */
export function healthRoutes({ events, readStore, projections, clock }: QueryApiDeps): Router {
  // Concurrent lag requests share one count: each reads up to 10,001 events per projection.
  let counting: Promise<ProjectionStatus[]> | null = null;
  return Router()
    .get('/health', async (_request, response) => {
      const head = await probe(() => events.headPosition());
      const read = await probe(() => readStore.getCheckpoint('health'));
      const stores = { eventStore: shown(head), readStore: shown(read) };
      if (head.status !== 'ok' || read.status !== 'ok') {
        response.status(503).json({ status: 'down', stores, head: null, projections: [] });
        return;
      }
      const states = await Promise.all(projections.map((projection) => projectionHealth(readStore, projection, head.value)));
      response.json({ status: 'ok', stores, head: head.value?.toString() ?? null, projections: states });
    })
    .get('/health/lag', async (_request, response) => {
      counting ??= Promise.all(projections.map((p) => projectionStatus(events, readStore, p, clock.now()))).finally(
        () => (counting = null),
      );
      response.json({ projections: await counting });
    });
}
