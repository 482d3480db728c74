import { MongoClient, MongoServerError, type Collection, type Db } from 'mongodb';
import { fromStored, indexDescriptions, toFilter, toSort, writeModel, type Stored } from './mongodb-mapping.ts';
import { CLAIM, entriesOf, firstUnregistered, isEmptyAnswer, type TableEntry } from './mongodb-tables.ts';
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

export function databaseInUrl(url: string): string | undefined {
  const path = /^mongodb(?:\+srv)?:\/\/[^/?]+\/([^?]+)/.exec(url)?.[1];
  return path === undefined ? undefined : decodeURIComponent(path);
}

class MongoReadStore implements ReadStore {
  /** Which tables exist, for every process on the database alike (see mongodb-tables.ts). */
  private readonly tables: Collection<TableEntry>;
  private readonly checkpoints: Collection<{ _id: string; position: string }>;
  private readonly aliases: Collection<{ _id: string; table: string }>;

  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {
    this.tables = db.collection(`${INTERNAL_PREFIX}tables`);
    this.checkpoints = db.collection(`${INTERNAL_PREFIX}checkpoints`);
    this.aliases = db.collection(`${INTERNAL_PREFIX}aliases`);
  }

  async ensureTable(spec: TableSpec): Promise<void> {
    const name = tableName(spec.name);
    const indexes = (spec.indexes ?? []).flatMap(indexDescriptions);
    await this.db.createCollection(name).catch(ignoreCode(NAMESPACE_EXISTS));
    if (indexes.length > 0) await this.table(name).createIndexes(indexes);
    await this.tables.updateOne({ _id: name }, { $setOnInsert: { commits: 0 } }, { upsert: true });
  }

  async dropTable(name: string): Promise<void> {
    // The entry first: from then on every commit to the table refuses, in any process.
    await this.tables.deleteOne({ _id: tableName(name) });
    await this.table(name).drop().catch(ignoreCode(NAMESPACE_NOT_FOUND));
  }

  async listTables(): Promise<string[]> {
    const collections = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return collections
      .map((collection) => collection.name)
      .filter(isTableName)
      .sort();
  }

  async get<T extends Doc = Doc>(table: string, id: string): Promise<T | null> {
    const stored = await this.existing(table, this.table(table).findOne({ _id: id }));
    return stored === null ? null : fromStored<T>(stored);
  }

  async find<T extends Doc = Doc>(table: string, query: FindQuery = {}): Promise<T[]> {
    const filter = toFilter(query.where);
    const { limit, offset } = paging(query);
    // limit(0) means "no limit" to mongodb.
    if (limit === 0) return this.existing(table, Promise.resolve([]));
    const cursor = this.table(table).find(filter, { sort: toSort(query), skip: offset, ...(limit === undefined ? {} : { limit }) });
    return (await this.existing(table, cursor.toArray())).map((stored) => fromStored<T>(stored));
  }

  async count(table: string, where?: Where): Promise<number> {
    const filter = toFilter(where);
    return this.existing(table, this.table(table).countDocuments(filter));
  }

  async commit(changes: Change[], checkpoint?: Checkpoint): Promise<void> {
    const byTable = new Map<string, Change[]>();
    for (const change of changes) {
      const group = byTable.get(change.table);
      if (group) group.push(change);
      else byTable.set(change.table, [change]);
    }
    if (changes.length === 0 && !checkpoint) return;
    const tables = [...byTable.keys()];
    await this.client.withSession((session) =>
      session.withTransaction(async () => {
        // Inside a transaction mongodb would silently create a missing collection: the registry refuses first.
        if (tables.length > 0) {
          const missing = firstUnregistered(
            tables,
            await this.tables.find(entriesOf(tables), { session, projection: { _id: 1 } }).toArray(),
          );
          if (missing !== undefined) throw unknownTable(missing);
          await this.tables.updateMany(entriesOf(tables), CLAIM, { session });
        }
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
    await this.client.withSession((session) => session.withTransaction(() => this.aliases.bulkWrite(writes, { session, ordered: true })));
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private table(name: string): Collection<Stored> {
    return this.db.collection<Stored>(tableName(name));
  }

  /** A read's answer, unless it is empty because the table is missing (never made, or dropped by any process). */
  private async existing<A>(table: string, read: Promise<A>): Promise<A> {
    const answer = await read;
    if (isEmptyAnswer(answer) && (await this.tables.countDocuments({ _id: tableName(table) }, { limit: 1 })) === 0)
      throw unknownTable(table);
    return answer;
  }
}

function ignoreCode(code: number): (error: unknown) => void {
  return (error) => {
    if (!(error instanceof MongoServerError && error.code === code)) throw error;
  };
}
