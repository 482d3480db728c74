import { MongoClient, MongoServerError, type Collection, type Db } from 'mongodb';
import { fromStored, indexDescriptions, toFilter, toSort, writeModel, type Stored } from './mongodb-mapping.ts';
import { INTERNAL_PREFIX, isTableName, tableName, unknownTable } from './names.ts';
import type { Change, Checkpoint, Doc, FindQuery, ReadStore, TableSpec, Where } from './port.ts';
import { paging } from './query.ts';

export interface MongoReadStoreOptions {
  /** Defaults to the database named in the URL, else `rostra`. */
  database?: string;
}

const NAMESPACE_NOT_FOUND = 26;
const NAMESPACE_EXISTS = 48;

/**
 * Read store on MongoDB: a collection per table, documents keyed by `_id`. Commits run in a
 * transaction, so the server must be a replica set (a single-node one is enough).
 */
export async function openMongoReadStore(url: string, options: MongoReadStoreOptions = {}): Promise<ReadStore> {
  const client = await new MongoClient(url).connect();
  return new MongoReadStore(client, client.db(options.database ?? databaseInUrl(url) ?? 'rostra'));
}

function databaseInUrl(url: string): string | undefined {
  const path = /^mongodb(?:\+srv)?:\/\/[^/?]+\/([^?]+)/.exec(url)?.[1];
  return path === undefined ? undefined : decodeURIComponent(path);
}

class MongoReadStore implements ReadStore {
  /** Tables known to exist; a miss asks the server, so tables made by another process are found. */
  private readonly known = new Set<string>();
  private readonly checkpoints: Collection<{ _id: string; position: string }>;
  private readonly aliases: Collection<{ _id: string; table: string }>;

  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {
    this.checkpoints = db.collection(`${INTERNAL_PREFIX}checkpoints`);
    this.aliases = db.collection(`${INTERNAL_PREFIX}aliases`);
  }

  async ensureTable(spec: TableSpec): Promise<void> {
    const name = tableName(spec.name);
    const indexes = (spec.indexes ?? []).flatMap(indexDescriptions);
    await this.db.createCollection(name).catch(ignoreCode(NAMESPACE_EXISTS));
    if (indexes.length > 0) await this.table(name).createIndexes(indexes);
    this.known.add(name);
  }

  async dropTable(name: string): Promise<void> {
    this.known.delete(tableName(name));
    await this.table(name).drop().catch(ignoreCode(NAMESPACE_NOT_FOUND));
  }

  async listTables(): Promise<string[]> {
    const collections = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return collections.map((collection) => collection.name).filter(isTableName).sort();
  }

  async get<T extends Doc = Doc>(table: string, id: string): Promise<T | null> {
    await this.assertTables([table]);
    const stored = await this.table(table).findOne({ _id: id });
    return stored === null ? null : fromStored<T>(stored);
  }

  async find<T extends Doc = Doc>(table: string, query: FindQuery = {}): Promise<T[]> {
    const filter = toFilter(query.where);
    const { limit, offset } = paging(query);
    await this.assertTables([table]);
    // limit(0) means "no limit" to mongodb.
    if (limit === 0) return [];
    const cursor = this.table(table).find(filter, { sort: toSort(query), skip: offset, ...(limit === undefined ? {} : { limit }) });
    return (await cursor.toArray()).map((stored) => fromStored<T>(stored));
  }

  async count(table: string, where?: Where): Promise<number> {
    const filter = toFilter(where);
    await this.assertTables([table]);
    return this.table(table).countDocuments(filter);
  }

  async commit(changes: Change[], checkpoint?: Checkpoint): Promise<void> {
    const byTable = new Map<string, Change[]>();
    for (const change of changes) {
      const group = byTable.get(change.table);
      if (group) group.push(change);
      else byTable.set(change.table, [change]);
    }
    // Inside a transaction mongodb would silently create a missing collection.
    await this.assertTables([...byTable.keys()]);
    if (changes.length === 0 && !checkpoint) return;
    await this.client.withSession((session) =>
      session.withTransaction(async () => {
        // Order matters only within a table (unique keys); bulkWrite keeps it.
        for (const [table, tableChanges] of byTable) {
          await this.table(table).bulkWrite(tableChanges.map(writeModel), { session, ordered: true });
        }
        if (checkpoint) {
          // Positions can exceed 64 bits (esdb packs two), so they are stored as decimal text.
          const position = checkpoint.position.toString();
          await this.checkpoints.updateOne({ _id: checkpoint.key }, { $set: { position } }, { session, upsert: true });
        }
      }),
    );
  }

  async getCheckpoint(key: string): Promise<bigint | null> {
    const checkpoint = await this.checkpoints.findOne({ _id: key });
    return checkpoint === null ? null : BigInt(checkpoint.position);
  }

  async deleteCheckpoint(key: string): Promise<void> {
    await this.checkpoints.deleteOne({ _id: key });
  }

  async resolveAlias(alias: string): Promise<string | null> {
    return (await this.aliases.findOne({ _id: alias }))?.table ?? null;
  }

  async setAliases(aliases: Record<string, string>): Promise<void> {
    const writes = Object.entries(aliases).map(([alias, table]) => ({
      updateOne: { filter: { _id: tableName(alias) }, update: { $set: { table: tableName(table) } }, upsert: true },
    }));
    if (writes.length === 0) return;
    await this.client.withSession((session) =>
      session.withTransaction(() => this.aliases.bulkWrite(writes, { session, ordered: true })),
    );
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private table(name: string): Collection<Stored> {
    return this.db.collection<Stored>(name);
  }

  private async assertTables(names: string[]): Promise<void> {
    const unknown = names.filter((name) => !this.known.has(tableName(name)));
    if (unknown.length === 0) return;
    const found = await this.db.listCollections({ name: { $in: unknown } }, { nameOnly: true }).toArray();
    for (const { name } of found) this.known.add(name);
    const missing = unknown.find((name) => !this.known.has(name));
    if (missing !== undefined) throw unknownTable(missing);
  }
}

function ignoreCode(code: number): (error: unknown) => void {
  return (error) => {
    if (!(error instanceof MongoServerError && error.code === code)) throw error;
  };
}
