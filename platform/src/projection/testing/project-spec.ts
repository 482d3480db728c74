import { EVENT_VERSIONS } from '@rostra/contracts';
import { openMemoryEventStore } from '../../event-store/memory.ts';
import type { EventMetadata } from '../../event-store/port.ts';
import { testMetadata } from '../../event-store/testing/metadata.ts';
import { openMemoryReadStore } from '../../read-store/memory.ts';
import type { Doc } from '../../read-store/port.ts';
import type { Projection } from '../projection.ts';
import { rebuildProjection } from '../rebuild.ts';

export interface GivenEvent {
  type: string;
  /** Default: the type's current version (EVENT_VERSIONS); an older one to replay a log as it was recorded. */
  version?: number;
  data: unknown;
  streamId?: string;
  metadata?: Partial<EventMetadata>;
}

const baseMetadata = testMetadata({ occurredAt: '2026-11-01T09:00:00.000Z' });

const currentVersion = (type: string): number => (EVENT_VERSIONS as Record<string, number>)[type] ?? 1;

/**
 * Projection specifications: given these events (appended to a real in-memory log and applied
 * by the real rebuild machinery), the projection's tables hold these documents.
 */
export async function project(projection: Projection, events: GivenEvent[]) {
  const log = openMemoryEventStore();
  for (const event of events) {
    await log.append(
      event.streamId ?? 'test',
      [
        {
          type: event.type,
          version: event.version ?? currentVersion(event.type),
          data: event.data,
          metadata: { ...baseMetadata, ...event.metadata },
        },
      ],
      {
        expectedRevision: 'any',
      },
    );
  }
  const store = openMemoryReadStore();
  await rebuildProjection(log, store, projection);
  return {
    /** Every document of a table, ordered by id. */
    async table<T extends Doc = Doc>(name: string): Promise<T[]> {
      const physical = await store.resolveAlias(name);
      if (!physical) throw new Error(`${projection.name} has no table ${name}`);
      return store.find<T>(physical, { sort: [{ field: 'id', direction: 'asc' }] });
    },
    store,
  };
}
