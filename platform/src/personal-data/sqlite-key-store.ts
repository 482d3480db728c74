import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { KeySealer, retiredSubject, type KeyRow, type SubjectKey, type SubjectKeyStore } from './key-store.ts';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS personal_data_keys (
    subject    TEXT PRIMARY KEY,
    sealed_key TEXT,
    erased_as  INTEGER
  ) STRICT`;

/**
 * The embedded key store: a table of read.db. secure_delete makes SQLite overwrite a deleted key's
 * bytes, so an erased key does not linger in a free page of the file.
 */
export class SqliteKeyStore implements SubjectKeyStore {
  readonly #db: Database.Database;
  readonly #sealer: KeySealer;
  readonly #select: Database.Statement<[string], KeyRow>;
  readonly #insert: Database.Statement<[string, string]>;
  readonly #create: (subjects: readonly string[]) => Map<string, SubjectKey>;
  readonly #erase: (subjects: readonly string[]) => number;
  readonly #lastErasure: Database.Statement<[], number>;
  readonly #forget: (subjects: readonly string[]) => void;

  constructor(path: string, configuredKey: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const db = new Database(path);
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    db.pragma('secure_delete = ON');
    db.exec(SCHEMA);
    this.#db = db;
    this.#sealer = new KeySealer(configuredKey);
    this.#select = db.prepare<[string], KeyRow>(
      'SELECT subject, sealed_key AS sealedKey, erased_as AS erasedAs FROM personal_data_keys WHERE subject = ?',
    );
    this.#insert = db.prepare<[string, string]>('INSERT INTO personal_data_keys (subject, sealed_key) VALUES (?, ?)');
    this.#lastErasure = db.prepare<[], number>('SELECT coalesce(max(erased_as), 0) FROM personal_data_keys').pluck();
    const nextNumber = db.prepare<[], number>('SELECT coalesce(max(erased_as), 0) + 1 FROM personal_data_keys').pluck();
    const tombstone = db.prepare<[{ subject: string; number: number }]>(
      `INSERT INTO personal_data_keys (subject, sealed_key, erased_as) VALUES (@subject, NULL, @number)
       ON CONFLICT (subject) DO UPDATE SET sealed_key = NULL, erased_as = coalesce(erased_as, @number)`,
    );
    this.#create = db.transaction((subjects: readonly string[]) => this.#read(subjects, true)).immediate;
    this.#erase = db.transaction((subjects: readonly string[]) => {
      const number = nextNumber.get() ?? 1;
      for (const subject of subjects) tombstone.run({ subject, number });
      return number;
    }).immediate;
    const retire = db.prepare<[string, number]>(
      'INSERT INTO personal_data_keys (subject, sealed_key, erased_as) VALUES (?, NULL, ?) ON CONFLICT (subject) DO NOTHING',
    );
    const remove = db.prepare<[string]>('DELETE FROM personal_data_keys WHERE subject = ?');
    this.#forget = db.transaction((subjects: readonly string[]) => {
      for (const subject of subjects) {
        const row = this.#select.get(subject);
        if (row?.erasedAs != null) retire.run(retiredSubject(row.erasedAs), row.erasedAs);
        remove.run(subject);
      }
    }).immediate;
  }

  #read(subjects: readonly string[], create: boolean): Map<string, SubjectKey> {
    const keys = new Map<string, SubjectKey>();
    for (const subject of new Set(subjects)) {
      const row = this.#select.get(subject);
      if (row) keys.set(subject, this.#sealer.keyOf(row));
      else if (create) {
        const { key, sealedKey } = this.#sealer.newSealedKey(subject);
        this.#insert.run(subject, sealedKey);
        keys.set(subject, { key });
      }
    }
    return keys;
  }

  async keys(subjects: readonly string[], { create = false } = {}): Promise<Map<string, SubjectKey>> {
    return create ? this.#create(subjects) : this.#read(subjects, false);
  }

  async erase(subjects: readonly string[]): Promise<number> {
    return this.#erase(subjects);
  }

  async forget(subjects: readonly string[]): Promise<void> {
    this.#forget(subjects);
  }

  async lastErasure(): Promise<number> {
    return this.#lastErasure.get() ?? 0;
  }

  async close(): Promise<void> {
    this.#db.close();
  }
}
