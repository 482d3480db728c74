import Database from 'better-sqlite3';
import { join } from 'node:path';
import { openSqliteEventStore } from '../src/event-store/sqlite.ts';
import { rebuildProjection } from '../src/projection/rebuild.ts';
import { generateLog, tallyProjection } from '../src/projection/testing/tally.ts';
import { openSqliteReadStore } from '../src/read-store/sqlite.ts';

export interface CatchUpResult {
  events: number;
  projectionPerSec: number;
  rawScanPerSec: number;
  ratio: number;
}

/** Events/s of a raw read-only scan of the log file: every row read and its JSON decoded. */
function rawScan(path: string): { events: number; perSec: number } {
  const db = new Database(path, { readonly: true });
  const started = performance.now();
  let events = 0;
  for (const row of db.prepare<[], { data: string; metadata: string }>('SELECT * FROM events ORDER BY position').iterate()) {
    JSON.parse(row.data);
    JSON.parse(row.metadata);
    events += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  db.close();
  return { events, perSec: events / seconds };
}

/**
 * Projection catch-up over a generated log into the sqlite read store, against a raw scan of
 * the same log: how much of the scan's speed survives decoding, applying and committing.
 */
export async function benchCatchUp(dir: string, count: number, log: (line: string) => void = () => {}): Promise<CatchUpResult> {
  const eventsPath = join(dir, 'catch-up-events.db');
  const events = openSqliteEventStore(eventsPath);
  log(`generating ${count} events…`);
  await generateLog(events, count, { streams: 1000, perAppend: 1000 });

  const raw = rawScan(eventsPath);
  const store = openSqliteReadStore(join(dir, 'catch-up-read.db'));
  const summary = await rebuildProjection(events, store, tallyProjection(), { batchSize: 1000 });
  await store.close();
  await events.close();
  return {
    events: summary.events,
    projectionPerSec: summary.eventsPerSecond,
    rawScanPerSec: raw.perSec,
    ratio: summary.eventsPerSecond / raw.perSec,
  };
}
