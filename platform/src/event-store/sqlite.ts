import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { AppendSignal } from './append-signal.ts';
import { checkExpectedRevision } from './expected-revision.ts';
import { PagedSubscription, readPaged, type PagedLog } from './log-pages.ts';
import { retryWhileBusy } from './sqlite-busy.ts';
import type * as Port from './port.ts';
import { STORED_COLUMNS, assertNotEmpty, toRecorded, toStored, type StoredEvent, type StoredFields } from './stored-event.ts';

export interface SqliteEventStoreOptions {
  /** Events per page of readAll and subscriptions (default 500). */
  pageSize?: number;
  /** How often a caught-up subscription looks for appends by other processes (default 100 ms). */
  pollIntervalMs?: number;
  /** How long an append waits for another process's write lock (default 5000 ms). */
  busyTimeoutMs?: number;
}

// The position is the rowid: assigned under the write lock, so commits never leave gaps behind
// a reader's cursor. STRICT keeps every column the type the codec expects.
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY,
    stream   TEXT    NOT NULL,
    revision INTEGER NOT NULL,
    id       TEXT    NOT NULL UNIQUE,
    type     TEXT    NOT NULL,
    version  INTEGER NOT NULL,
    data     TEXT    NOT NULL,
    metadata TEXT    NOT NULL,
    UNIQUE (stream, revision)
  ) STRICT`;

/**
 * Durability settings and schema of the log: WAL, and synchronous=FULL so an acknowledged append
 * survives a crash. Shared with the benchmark's raw baseline, so both pay the same for durability.
 */
export function prepareLogDatabase(db: Database.Database, busyTimeoutMs = 5000): void {
  // The busy timeout first: switching to WAL waits on other processes opening the file too.
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  retryWhileBusy(busyTimeoutMs, () => {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec(SCHEMA);
  });
}

/** The embedded default: the log in one SQLite file, or ':memory:'. */
export class SqliteEventStore implements Port.EventStore {
  readonly #db: Database.Database;
  readonly #appended = new AppendSignal();
  readonly #closed = new AbortController();
  readonly #pages: PagedLog;
  readonly #appendTx: (streamId: string, events: Port.NewEvent[], options: Port.AppendOptions) => Port.AppendResult;
  readonly #readStream: Database.Statement<[string, bigint, number], StoredEvent>;
  readonly #head: Database.Statement<[], number | null>;
  readonly #count: Database.Statement<[bigint], number>;

  constructor(path: string, { pageSize = 500, pollIntervalMs = 100, busyTimeoutMs = 5000 }: SqliteEventStoreOptions = {}) {
    // A fresh install has no data directory yet: the log is the first thing to need it.
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const db = new Database(path);
    this.#db = db;
    prepareLogDatabase(db, busyTimeoutMs);

    const lastRevision = db.prepare<[string], number | null>('SELECT max(revision) FROM events WHERE stream = ?').pluck();
    const insert = db.prepare<StoredFields>(
      'INSERT INTO events (stream, revision, id, type, version, data, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const tx = db.transaction((streamId: string, events: Port.NewEvent[], { expectedRevision }: Port.AppendOptions): Port.AppendResult => {
      const current = lastRevision.get(streamId) ?? null;
      checkExpectedRevision(streamId, expectedRevision, current === null ? null : BigInt(current));
      const first = current === null ? 0 : current + 1;
      let position = 0;
      for (const [i, event] of events.entries()) {
        position = Number(insert.run(...toStored(streamId, first + i, event)).lastInsertRowid);
      }
      return { nextRevision: BigInt(first + events.length - 1), position: BigInt(position) };
    });
    // IMMEDIATE takes the write lock before the revision check, so the check cannot go stale
    // under a writer in another process.
    this.#appendTx = tx.immediate;
    this.#readStream = db
      .prepare<[string, bigint, number], StoredEvent>(
        `SELECT ${STORED_COLUMNS} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?`,
      )
      .raw();
    this.#head = db.prepare<[], number | null>('SELECT max(position) FROM events').pluck();
    this.#count = db.prepare<[bigint], number>('SELECT count(*) FROM events WHERE position > ?').pluck();

    const readPage = db
      .prepare<[bigint, number], StoredEvent>(`SELECT ${STORED_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`)
      .raw();
    const appended = this.#appended;
    this.#pages = {
      pageSize,
      readPage: (after, limit) => readPage.all(after, limit).map(toRecorded),
      get appendVersion() {
        return appended.version;
      },
      waitForAppend: (seen, signal) => appended.changedSince(seen, signal, pollIntervalMs),
    };
  }

  async append(streamId: string, events: Port.NewEvent[], options: Port.AppendOptions): Promise<Port.AppendResult> {
    assertNotEmpty(events);
    const result = this.#appendTx(streamId, events, options);
    this.#appended.notify();
    return result;
  }

  async readStream(streamId: string, { fromRevision = 0n, maxCount = -1 }: Port.ReadStreamOptions = {}): Promise<Port.RecordedEvent[]> {
    // LIMIT -1 is SQLite's "no limit".
    return this.#readStream.all(streamId, fromRevision, maxCount).map(toRecorded);
  }

  readAll(options?: Port.ReadAllOptions): AsyncIterable<Port.RecordedEvent> {
    return readPaged(this.#pages, options);
  }

  subscribeToAll(options: Port.SubscribeOptions = {}): PagedSubscription {
    return new PagedSubscription(this.#pages, options.after, this.#closed.signal);
  }

  async headPosition(): Promise<bigint | null> {
    const head = this.#head.get() ?? null;
    return head === null ? null : BigInt(head);
  }

  async countAfter(after: bigint | null): Promise<number> {
    return this.#count.get(after ?? -1n) ?? 0;
  }

  async close(): Promise<void> {
    this.#closed.abort();
    this.#db.close();
  }
}

export function openSqliteEventStore(path: string, options?: SqliteEventStoreOptions): SqliteEventStore {
  return new SqliteEventStore(path, options);
}
