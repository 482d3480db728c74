// Rebuilds the tally projection over DIR/events.db into DIR/read.db, printing its progress, so a
// test can kill it at any point (see kill.test.ts).
import { openSqliteEventStore } from '../../event-store/sqlite.ts';
import { openSqliteReadStore } from '../../read-store/sqlite.ts';
import { rebuildProjection } from '../rebuild.ts';
import { tallyProjection } from './tally.ts';

const dir = process.argv[2]!;
const events = openSqliteEventStore(`${dir}/events.db`);
const store = openSqliteReadStore(`${dir}/read.db`);
const summary = await rebuildProjection(events, store, tallyProjection(), {
  batchSize: 200,
  onProgress: ({ events: done }) => process.stdout.write(`progress ${done}\n`),
});
process.stdout.write(`done ${JSON.stringify({ events: summary.events, resumed: summary.resumed })}\n`);
await store.close();
await events.close();
