import { projectionStatus } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';

async function probe(check: () => Promise<unknown>): Promise<{ status: 'ok' } | { status: 'down'; error: string }> {
  try {
    await check();
    return { status: 'ok' };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  }
}

/** GET /api/health: each store, and each projection's serving generation and lag. 503 when a store is down. */
export function healthRoutes({ events, readStore, projections }: QueryApiDeps): Router {
  return Router().get('/health', async (_request, response) => {
    const stores = {
      eventStore: await probe(() => events.headPosition()),
      readStore: await probe(() => readStore.getCheckpoint('health')),
    };
    const healthy = stores.eventStore.status === 'ok' && stores.readStore.status === 'ok';
    const projectionStates = healthy ? await Promise.all(projections.map((p) => projectionStatus(events, readStore, p))) : [];
    response.status(healthy ? 200 : 503).json({ status: healthy ? 'ok' : 'down', stores, projections: projectionStates });
  });
}
