/**
 * A writer process for the sqlite multi-process tests:
 *   append-child.ts <sqlite file> <batch size> <streams> [batches]
 * appends batches round-robin to streams `log-0`…, each with the exact expected revision and,
 * after a conflict with another writer, again at the revision the conflict reports. It prints
 * one JSON line per acknowledged append, and stops after `batches` (default: when killed).
 */
import { WrongExpectedRevisionError, type ExpectedRevision } from '../port.ts';
import { openSqliteEventStore } from '../sqlite.ts';

export interface Ack {
  writer: number;
  batch: number;
  streamId: string;
  nextRevision: string;
  position: string;
}

const [path, batchSize, streams, batches] = process.argv.slice(2);
if (path === undefined || batchSize === undefined || streams === undefined) {
  throw new Error('usage: append-child.ts <sqlite file> <batch size> <streams> [batches]');
}
const limit = batches === undefined ? Number.POSITIVE_INFINITY : Number(batches);
const store = openSqliteEventStore(path);
const expected = new Map<string, ExpectedRevision>();
const writer = process.pid;

for (let batch = 0; batch < limit; batch++) {
  const streamId = `log-${batch % Number(streams)}`;
  const events = Array.from({ length: Number(batchSize) }, (_, index) => ({
    type: 'WriterTested',
    version: 1,
    data: { writer, batch, index },
    metadata: {
      actorUserId: null,
      actorEmail: null,
      organizationId: null,
      correlationId: `${writer}-${batch}`,
      causationId: null,
      occurredAt: new Date().toISOString(),
    },
  }));
  for (;;) {
    try {
      const result = await store.append(streamId, events, { expectedRevision: expected.get(streamId) ?? 'no_stream' });
      expected.set(streamId, result.nextRevision);
      const ack: Ack = { writer, batch, streamId, nextRevision: String(result.nextRevision), position: String(result.position) };
      // Written only once the append is acknowledged; stdout to a pipe is synchronous on Linux.
      process.stdout.write(`${JSON.stringify(ack)}\n`);
      break;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      expected.set(streamId, error.actual);
    }
  }
}
await store.close();
