// Rebuilds every projection (in one pass over the log) from DIR/events.db into DIR/read.db,
// printing the events read so far, so a test can kill it at any point (see rebuild-kill.test.ts).
import { openSqliteEventStore, openSqliteReadStore, rebuildProjections } from '@rostra/platform';
import { allProjections } from '../index.ts';

const dir = process.argv[2]!;
const events = openSqliteEventStore(`${dir}/events.db`);
const store = openSqliteReadStore(`${dir}/read.db`);
const summaries = await rebuildProjections(events, store, allProjections, {
  batchSize: 250,
  onProgress: ({ events: done }) => process.stdout.write(`progress ${done}\n`),
});
process.stdout.write(
  `done ${JSON.stringify(summaries.map(({ projection, events: applied, resumed }) => ({ projection, events: applied, resumed })))}\n`,
);
await store.close();
await events.close();
