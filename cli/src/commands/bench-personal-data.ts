import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  openSqliteEventStore,
  openSqliteReadStore,
  PersonalDataEventStore,
  rebuildProjections,
  SqliteKeyStore,
  type EventStore,
} from '@rostra/platform';
import { allProjections } from '@rostra/projections';
import { history } from '@rostra/projections/testing/history';

export interface SideFigures {
  appendSeconds: number;
  readAllSeconds: number;
  rebuildSeconds: number;
}

export interface PersonalDataBench {
  events: number;
  plain: SideFigures;
  encrypted: SideFigures;
}

const seconds = async (work: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
};

/** Writes the history cut at `count` events, reads it all, and rebuilds every projection from it. */
async function side(events: EventStore, readPath: string, count: number): Promise<SideFigures> {
  let written = 0;
  const appendSeconds = await seconds(async () => {
    for (const append of history({ organizations: 20, members: 60, months: 1000, seed: 11 })) {
      if (written >= count) break;
      await events.append(append.stream, append.events, { expectedRevision: 'any' });
      written += append.events.length;
    }
  });
  const readAllSeconds = await seconds(async () => {
    for await (const _event of events.readAll());
  });
  const store = openSqliteReadStore(readPath);
  const rebuildSeconds = await seconds(() => rebuildProjections(events, store, allProjections, { batchSize: 1000 }));
  await store.close();
  return { appendSeconds, readAllSeconds, rebuildSeconds };
}

/**
 * The cost of crypto-shredding (docs/product/personal-data.md): the same generated history (events
 * of every type, personal fields in many) appended, read and rebuilt into every projection through
 * the bare SQLite log and through the log with personal fields sealed, keys in the read store's
 * file as the server keeps them. Logs on tmpfs when there is one, so fsync does not hide the cost.
 */
export async function benchPersonalData(count: number, log: (line: string) => void = () => {}): Promise<PersonalDataBench> {
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'rostra-bench-pd-'));
  try {
    log(`plain: ${count.toLocaleString('en-US')} events…`);
    const plainLog = openSqliteEventStore(join(dir, 'plain-events.db'));
    const plain = await side(plainLog, join(dir, 'plain-read.db'), count);
    await plainLog.close();
    log('encrypted…');
    const keys = new SqliteKeyStore(join(dir, 'encrypted-keys.db'), 'a benchmark personal data key of 32+ characters');
    const encryptedLog = new PersonalDataEventStore(openSqliteEventStore(join(dir, 'encrypted-events.db')), keys);
    const encrypted = await side(encryptedLog, join(dir, 'encrypted-read.db'), count);
    await encryptedLog.close();
    return { events: count, plain, encrypted };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
