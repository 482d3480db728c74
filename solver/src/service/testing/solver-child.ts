// One solver service process on DIR/events.db (its checkpoint in DIR/read.db), answering requests
// for hard-month.ts, for a test to kill with SIGKILL as a crash would (see generation-crash.test.ts).
// Its clock starts at START (ISO) and runs with the real one; a line `advance <ms>` on stdin moves it on.
// Usage: solver-child.ts DIR START SECONDS (the solve's budget)
import { createInterface } from 'node:readline';
import { createLogger, openSqliteEventStore, openSqliteReadStore } from '@rostra/platform';
import { GenerationWorker } from '../worker.ts';
import { hardMonth } from './hard-month.ts';

const [dir, start, seconds] = process.argv.slice(2) as [string, string, string];
const began = Date.now();
let offset = Date.parse(start) - began;
createInterface({ input: process.stdin }).on('line', (line) => {
  const [word, ms] = line.split(' ');
  if (word === 'advance') offset += Number(ms);
});

const worker = new GenerationWorker({
  events: openSqliteEventStore(`${dir}/events.db`),
  readStore: openSqliteReadStore(`${dir}/read.db`),
  projections: [],
  loadInput: async () => ({
    input: hardMonth,
    memberNames: Object.fromEntries(hardMonth.employees.map((e) => [String(e.id), e.name ?? ''])),
  }),
  logger: createLogger('solver-child', 'silent'),
  clock: { now: () => new Date(Date.now() + offset) },
  solveOptions: { timeLimitSeconds: Number(seconds), threads: 1, seed: 1 },
  explainOptions: { budgetSeconds: 1 },
  leaseCheckEveryMs: 50,
});
await worker.start();
process.stdout.write('started\n');
