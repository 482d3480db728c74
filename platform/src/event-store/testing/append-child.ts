/**
 * The writer of the sqlite crash test: `append-child.ts <sqlite file> <batch size>` appends
 * multi-event batches as fast as it can, printing one JSON line per acknowledged append, until
 * it is killed.
 */
import { openSqliteEventStore } from '../sqlite.ts';

export interface Ack {
  batch: number;
  streamId: string;
  nextRevision: string;
  position: string;
}

const [path, size] = process.argv.slice(2);
if (path === undefined || size === undefined) throw new Error('usage: append-child.ts <sqlite file> <batch size>');
const batchSize = Number(size);
const store = openSqliteEventStore(path);

for (let batch = 0; ; batch++) {
  const streamId = `crash-${batch % 4}`;
  const events = Array.from({ length: batchSize }, (_, index) => ({
    type: 'CrashTested',
    version: 1,
    data: { batch, index },
    metadata: {
      actorUserId: null,
      actorEmail: null,
      organizationId: null,
      correlationId: `batch-${batch}`,
      causationId: null,
      occurredAt: new Date().toISOString(),
    },
  }));
  const result = await store.append(streamId, events, { expectedRevision: 'any' });
  const ack: Ack = { batch, streamId, nextRevision: String(result.nextRevision), position: String(result.position) };
  // Written only after the append is acknowledged; stdout to a pipe is synchronous on Linux.
  process.stdout.write(`${JSON.stringify(ack)}\n`);
}
