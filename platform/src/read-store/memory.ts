import { filterDocs, queryDocs } from './memory-query.ts';
import { fieldName, tableName, unknownTable } from './names.ts';
import type { Change, Checkpoint, Doc, FindQuery, IndexSpec, ReadStore, TableSpec, Where } from './port.ts';

/** Documents go in through JSON and out as copies, so callers never share objects with the store. */
type Rows = Map<string, Doc>;

interface Table {
  indexes: IndexSpec[];
  rows: Rows;
}

/** In-process read store for fast projection unit tests; same semantics as the sqlite adapter. */
export function openMemoryReadStore(): ReadStore {
  return new MemoryReadStore();
}

class MemoryReadStore implements ReadStore {
  private readonly tables = new Map<string, Table>();
  private readonly checkpoints = new Map<string, bigint>();
  private readonly aliases = new Map<string, string>();

  async ensureTable(spec: TableSpec): Promise<void> {
    const table: Table = this.tables.get(tableName(spec.name)) ?? { indexes: [], rows: new Map() };
    for (const index of spec.indexes ?? []) {
      index.fields.forEach(fieldName);
      if (table.indexes.some((known) => sameIndex(known, index))) continue;
      // Like CREATE UNIQUE INDEX, adding a unique index over duplicates fails.
      if (index.unique) for (const doc of table.rows.values()) assertUnique(table.rows, [index], doc);
      table.indexes.push({ fields: [...index.fields], unique: index.unique === true });
    }
    this.tables.set(spec.name, table);
  }

  async dropTable(name: string): Promise<void> {
    this.tables.delete(tableName(name));
  }

  async listTables(): Promise<string[]> {
    return [...this.tables.keys()].sort();
  }

  async get<T extends Doc = Doc>(table: string, id: string): Promise<T | null> {
    const doc = this.table(table).rows.get(id);
    return doc === undefined ? null : (structuredClone(doc) as T);
  }

  async find<T extends Doc = Doc>(table: string, query: FindQuery = {}): Promise<T[]> {
    return structuredClone(queryDocs(this.table(table).rows.values(), query)) as T[];
  }

  async count(table: string, where?: Where): Promise<number> {
    return filterDocs(this.table(table).rows.values(), where).length;
  }

  async commit(changes: Change[], checkpoint?: Checkpoint): Promise<void> {
    // Changes apply in place, each remembering the row it replaced, and a failing one puts every
    // earlier one back: all or nothing, without copying a whole table per commit.
    const undo: (() => void)[] = [];
    try {
      for (const change of changes) {
        const { indexes, rows } = this.table(change.table);
        const id = change.type === 'delete' ? change.id : change.doc.id;
        const before = rows.get(id);
        if (change.type === 'delete') {
          rows.delete(id);
        } else {
          const doc = JSON.parse(JSON.stringify(change.doc)) as Doc;
          assertUnique(rows, indexes, doc);
          rows.set(doc.id, doc);
        }
        undo.push(() => (before === undefined ? rows.delete(id) : rows.set(id, before)));
      }
    } catch (error) {
      for (const step of undo.reverse()) step();
      throw error;
    }
    if (checkpoint) this.checkpoints.set(checkpoint.key, checkpoint.position);
  }

  async getCheckpoint(key: string): Promise<bigint | null> {
    return this.checkpoints.get(key) ?? null;
  }

  async deleteCheckpoint(key: string): Promise<void> {
    this.checkpoints.delete(key);
  }

  async resolveAlias(alias: string): Promise<string | null> {
    return this.aliases.get(alias) ?? null;
  }

  async setAliases(aliases: Record<string, string>): Promise<void> {
    const entries = Object.entries(aliases).map(([alias, table]) => [tableName(alias), tableName(table)] as const);
    for (const [alias, table] of entries) this.aliases.set(alias, table);
  }

  async close(): Promise<void> {}

  private table(name: string): Table {
    const table = this.tables.get(name);
    if (!table) throw unknownTable(name);
    return table;
  }
}

function sameIndex(a: IndexSpec, b: IndexSpec): boolean {
  return (a.unique === true) === (b.unique === true) && a.fields.join() === b.fields.join();
}

/** SQL semantics: a document with null or missing in any indexed field never conflicts. */
function assertUnique(rows: Rows, indexes: IndexSpec[], doc: Doc): void {
  for (const index of indexes) {
    if (!index.unique) continue;
    const key = index.fields.map((field) => doc[field] ?? null);
    if (key.includes(null)) continue;
    const conflict = [...rows.values()].find(
      (other) => other.id !== doc.id && index.fields.every((field, i) => JSON.stringify(other[field]) === JSON.stringify(key[i])),
    );
    if (conflict) {
      throw new Error(`unique index (${index.fields.join(', ')}) violated by "${doc.id}" and "${conflict.id}"`);
    }
  }
}
