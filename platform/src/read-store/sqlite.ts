import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database, { type Statement } from 'better-sqlite3';
import { isTableName, tableName, unknownTable } from './names.ts';
import type { Change, Checkpoint, Doc, FindQuery, ReadStore, TableSpec, Where } from './port.ts';
import { countSql, createIndexSql, createTableSql, deleteSql, findSql, getSql, putSql } from './sqlite-sql.ts';

/**
 * Embedded read store: one SQLite file in WAL mode, so a query process can read while the
 * projection process writes. `synchronous = NORMAL` may lose the last commits on power loss, but
 * never tears one: changes and checkpoint go back together and are simply re-applied.
 */
export function openSqliteReadStore(path: string): ReadStore {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  // An erased person's rows are rewritten or deleted: overwrite the freed bytes, so none of them linger in the file.
  db.pragma('secure_delete = ON');
  db.exec(`
    CREATE TABLE IF NOT EXISTS _rostra_checkpoints (key TEXT PRIMARY KEY, position TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS _rostra_aliases (alias TEXT PRIMARY KEY, target TEXT NOT NULL);
  `);
  return new SqliteReadStore(db);
}

interface Writers {
  put: Statement<[string, string]>;
  del: Statement<[string]>;
}

/** Bounds the cache of dynamic query statements (one per distinct find shape). */
const MAX_QUERY_STATEMENTS = 500;

class SqliteReadStore implements ReadStore {
  private readonly writers = new Map<string, Writers>();
  private readonly queries = new Map<string, Statement>();
  private readonly putCheckpoint: Statement<[string, string]>;
  private readonly selectCheckpoint: Statement<[string], string>;
  private readonly removeCheckpoint: Statement<[string]>;
  private readonly putAlias: Statement<[string, string]>;
  private readonly selectAlias: Statement<[string], string>;
  private readonly applyCommit: (changes: Change[], checkpoint: Checkpoint | undefined) => void;
  private readonly applyAliases: (entries: [string, string][]) => void;

  constructor(private readonly db: Database.Database) {
    this.putCheckpoint = db.prepare(
      'INSERT INTO _rostra_checkpoints (key, position) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET position = excluded.position',
    );
    this.selectCheckpoint = db.prepare<[string], string>('SELECT position FROM _rostra_checkpoints WHERE key = ?').pluck();
    this.removeCheckpoint = db.prepare('DELETE FROM _rostra_checkpoints WHERE key = ?');
    this.putAlias = db.prepare(
      'INSERT INTO _rostra_aliases (alias, target) VALUES (?, ?) ON CONFLICT (alias) DO UPDATE SET target = excluded.target',
    );
    this.selectAlias = db.prepare<[string], string>('SELECT target FROM _rostra_aliases WHERE alias = ?').pluck();
    this.applyCommit = db.transaction((changes: Change[], checkpoint: Checkpoint | undefined) => {
      for (const change of changes) {
        const writers = this.writersFor(change.table);
        if (change.type === 'put') writers.put.run(change.doc.id, JSON.stringify(change.doc));
        else writers.del.run(change.id);
      }
      // Positions can exceed 64 bits (esdb packs two), so they are stored as decimal text.
      if (checkpoint) this.putCheckpoint.run(checkpoint.key, checkpoint.position.toString());
    });
    this.applyAliases = db.transaction((entries: [string, string][]) => {
      for (const [alias, target] of entries) this.putAlias.run(alias, target);
    });
  }

  async ensureTable(spec: TableSpec): Promise<void> {
    const name = tableName(spec.name);
    this.db.transaction(() => {
      this.db.exec(createTableSql(name));
      for (const index of spec.indexes ?? []) this.db.exec(createIndexSql(name, index));
    })();
  }

  async dropTable(name: string): Promise<void> {
    this.db.exec(`DROP TABLE IF EXISTS "${tableName(name)}"`);
    // A table dropped is a generation replaced, as after an erasure: secure_delete zeroed its pages
    // in the WAL; copying them into the file and emptying the WAL leaves no old frame of them behind.
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.writers.delete(name);
    this.queries.clear();
  }

  async listTables(): Promise<string[]> {
    const names = this.db.prepare<[], string>(`SELECT name FROM sqlite_schema WHERE type = 'table'`).pluck().all();
    return names.filter(isTableName).sort();
  }

  async get<T extends Doc = Doc>(table: string, id: string): Promise<T | null> {
    const text = this.query(table, getSql(table)).get(id) as string | undefined;
    return text === undefined ? null : (JSON.parse(text) as T);
  }

  async find<T extends Doc = Doc>(table: string, query: FindQuery = {}): Promise<T[]> {
    const { sql, params } = findSql(table, query);
    return (this.query(table, sql).all(...params) as string[]).map((text) => JSON.parse(text) as T);
  }

  async count(table: string, where?: Where): Promise<number> {
    const { sql, params } = countSql(table, where);
    return this.query(table, sql).get(...params) as number;
  }

  async commit(changes: Change[], checkpoint?: Checkpoint): Promise<void> {
    this.applyCommit(changes, checkpoint);
  }

  async getCheckpoint(key: string): Promise<bigint | null> {
    const position = this.selectCheckpoint.get(key);
    return position === undefined ? null : BigInt(position);
  }

  async deleteCheckpoint(key: string): Promise<void> {
    this.removeCheckpoint.run(key);
  }

  async resolveAlias(alias: string): Promise<string | null> {
    return this.selectAlias.get(alias) ?? null;
  }

  async setAliases(aliases: Record<string, string>): Promise<void> {
    this.applyAliases(Object.entries(aliases).map(([alias, table]) => [tableName(alias), tableName(table)]));
  }

  async close(): Promise<void> {
    this.db.close();
  }

  private writersFor(table: string): Writers {
    let writers = this.writers.get(table);
    if (!writers) {
      writers = { put: this.prepare(table, putSql(table)), del: this.prepare(table, deleteSql(table)) };
      this.writers.set(table, writers);
    }
    return writers;
  }

  /** Cached statements that return the first column (a doc's JSON or a count). */
  private query(table: string, sql: string): Statement {
    let statement = this.queries.get(sql);
    if (!statement) {
      if (this.queries.size >= MAX_QUERY_STATEMENTS) this.queries.clear();
      statement = this.prepare(table, sql).pluck();
      this.queries.set(sql, statement);
    }
    return statement;
  }

  private prepare<P extends unknown[]>(table: string, sql: string): Statement<P> {
    try {
      return this.db.prepare<P>(sql);
    } catch (error) {
      if (error instanceof Database.SqliteError && error.message.startsWith('no such table')) throw unknownTable(table);
      throw error;
    }
  }
}
