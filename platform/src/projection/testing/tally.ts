import type { NewEvent } from '../../event-store/port.ts';
import type { Projection } from '../projection.ts';

/**
 * A projection for testing the machinery: one document per stream counting its events, and one
 * per event type. Counting makes a double-applied or skipped event visible in the result.
 */
export function tallyProjection(version = 1): Projection {
  return {
    name: 'tally',
    version,
    tables: [{ name: 'tally_streams', indexes: [{ fields: ['count'] }] }, { name: 'tally_types' }],
    async apply(event, tx) {
      const stream = await tx.get<{ id: string; count: number; last: string }>('tally_streams', event.streamId);
      tx.put('tally_streams', { id: event.streamId, count: (stream?.count ?? 0) + 1, last: event.type, version });
      const type = await tx.get<{ id: string; count: number }>('tally_types', event.type);
      tx.put('tally_types', { id: event.type, count: (type?.count ?? 0) + 1 });
    },
  };
}

/** The tally projection, failing once on the nth event it sees, as a crash mid-rebuild would. */
export function failingOnce(at: number): Projection {
  const inner = tallyProjection();
  let seen = 0;
  return {
    ...inner,
    apply(event, tx) {
      seen += 1;
      if (seen === at) throw new Error('crash');
      return inner.apply(event, tx);
    },
  };
}

export function testEvent(type: string, data: Record<string, unknown> = {}): NewEvent {
  return {
    type,
    version: 1,
    data,
    metadata: {
      actorUserId: null,
      actorEmail: null,
      organizationId: null,
      correlationId: crypto.randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
    },
  };
}

/** Appends `count` events spread over `streams` streams, in multi-event appends of up to `perAppend`. */
export async function generateLog(
  store: { append: (stream: string, events: NewEvent[], options: { expectedRevision: 'any' }) => Promise<unknown> },
  count: number,
  { streams = 50, perAppend = 100 } = {},
): Promise<void> {
  for (let done = 0; done < count;) {
    const size = Math.min(perAppend, count - done);
    const stream = `stream-${((done / perAppend) % streams) | 0}`;
    const events = Array.from({ length: size }, (_, i) => testEvent(['Opened', 'Changed', 'Closed'][(done + i) % 3]!, { n: done + i }));
    await store.append(stream, events, { expectedRevision: 'any' });
    done += size;
  }
}
