// Rebuilds every projection over DIR/events.db into DIR/read.db, printing the events applied so
// far, so a test can kill it at any point (see rebuild-kill.test.ts).
import { openSqliteEventStore, openSqliteReadStore, rebuildProjection } from '@rostra/platform';
import { allProjections } from '../index.ts';

const dir = process.argv[2]!;
const events = openSqliteEventStore(`${dir}/events.db`);
const store = openSqliteReadStore(`${dir}/read.db`);
const summaries = [];
let before = 0;
for (const projection of allProjections) {
  const summary = await rebuildProjection(events, store, projection, {
    batchSize: 500,
    onProgress: ({ events: done }) => process.stdout.write(`progress ${before + done}\n`),
  });
  before += summary.events;
  summaries.push({ projection: summary.projection, events: summary.events, resumed: summary.resumed });
}
process.stdout.write(`done ${JSON.stringify(summaries)}\n`);
await store.close();
await events.close();
