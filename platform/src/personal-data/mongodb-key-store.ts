import { MongoClient, MongoServerError, type Collection } from 'mongodb';
import { KeySealer, retiredSubject, type SubjectKey, type SubjectKeyStore } from './key-store.ts';

interface KeyDocument {
  _id: string;
  sealedKey: string | null;
  erasedAs: number | null;
}

/** The key store beside the MongoDB read models: one collection, a document per subject. */
export class MongoKeyStore implements SubjectKeyStore {
  readonly #keys: Collection<KeyDocument>;
  readonly #sealer: KeySealer;

  constructor(
    private readonly client: MongoClient,
    database: string,
    configuredKey: string,
  ) {
    this.#keys = client.db(database).collection<KeyDocument>('_personal_data_keys');
    this.#sealer = new KeySealer(configuredKey);
  }

  async keys(subjects: readonly string[], { create = false } = {}): Promise<Map<string, SubjectKey>> {
    const unique = [...new Set(subjects)];
    const keys = new Map<string, SubjectKey>();
    for (const doc of await this.#keys.find({ _id: { $in: unique } }).toArray()) {
      keys.set(doc._id, this.#sealer.keyOf({ subject: doc._id, sealedKey: doc.sealedKey, erasedAs: doc.erasedAs }));
    }
    if (!create) return keys;
    for (const subject of unique.filter((s) => !keys.has(s))) {
      const { key, sealedKey } = this.#sealer.newSealedKey(subject);
      try {
        await this.#keys.insertOne({ _id: subject, sealedKey, erasedAs: null });
        keys.set(subject, { key });
      } catch (error) {
        // Another replica made the subject's key first: use theirs.
        if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
        const doc = await this.#keys.findOne({ _id: subject });
        if (doc) keys.set(subject, this.#sealer.keyOf({ subject, sealedKey: doc.sealedKey, erasedAs: doc.erasedAs }));
      }
    }
    return keys;
  }

  async lastErasure(): Promise<number> {
    const [last] = await this.#keys
      .find({ erasedAs: { $ne: null } })
      .sort({ erasedAs: -1 })
      .limit(1)
      .toArray();
    return last?.erasedAs ?? 0;
  }

  async erase(subjects: readonly string[]): Promise<number> {
    const number = (await this.lastErasure()) + 1;
    for (const subject of subjects) {
      // A subject erased before keeps its number; one never keyed gets a tombstone.
      const { matchedCount } = await this.#keys.updateOne(
        { _id: subject, erasedAs: null },
        { $set: { sealedKey: null, erasedAs: number } },
      );
      if (matchedCount === 0)
        await this.#keys.updateOne({ _id: subject }, { $setOnInsert: { sealedKey: null, erasedAs: number } }, { upsert: true });
    }
    return number;
  }

  async forget(subjects: readonly string[]): Promise<void> {
    for (const doc of await this.#keys.find({ _id: { $in: [...subjects] }, erasedAs: { $ne: null } }).toArray()) {
      const retired = retiredSubject(doc.erasedAs!);
      await this.#keys.updateOne({ _id: retired }, { $setOnInsert: { sealedKey: null, erasedAs: doc.erasedAs } }, { upsert: true });
    }
    await this.#keys.deleteMany({ _id: { $in: [...subjects] } });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

export async function openMongoKeyStore(url: string, database: string, configuredKey: string): Promise<MongoKeyStore> {
  return new MongoKeyStore(await new MongoClient(url).connect(), database, configuredKey);
}
