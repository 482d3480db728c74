import type { Change, Doc, FindQuery, ReadStore } from '../read-store/port.ts';
import type { ProjectionTx } from './projection.ts';
import { queryDocs } from '../read-store/memory-query.ts';

/**
 * Buffers a batch of a projection's writes over the read store, so the batch and its checkpoint
 * commit in one transaction, while reads inside the batch already see the buffered writes.
 * Logical table names map to one generation's physical tables.
 */
export class UnitOfWork implements ProjectionTx {
  /** Per physical table: id → document, or null for a deletion. */
  private readonly pending = new Map<string, Map<string, Doc | null>>();

  constructor(
    private readonly store: ReadStore,
    private readonly physical: (table: string) => string,
  ) {}

  async get<T extends Doc = Doc>(table: string, id: string): Promise<T | null> {
    const name = this.physical(table);
    const buffered = this.pending.get(name)?.get(id);
    if (buffered !== undefined) return buffered as T | null;
    return this.store.get<T>(name, id);
  }

  async find<T extends Doc = Doc>(table: string, q: FindQuery = {}): Promise<T[]> {
    const name = this.physical(table);
    const buffered = this.pending.get(name);
    if (!buffered?.size) return this.store.find<T>(name, q);
    // Committed rows the batch has not touched, plus the batch's own versions, then the query again.
    const committed = await this.store.find<T>(name, { where: q.where });
    const merged = committed.filter((doc) => !buffered.has(doc.id));
    for (const doc of buffered.values()) if (doc) merged.push(doc as T);
    return queryDocs(merged, q);
  }

  put(table: string, doc: Doc): void {
    this.tableChanges(table).set(doc.id, structuredClone(doc));
  }

  delete(table: string, id: string): void {
    this.tableChanges(table).set(id, null);
  }

  get size(): number {
    let size = 0;
    for (const changes of this.pending.values()) size += changes.size;
    return size;
  }

  changes(): Change[] {
    const changes: Change[] = [];
    for (const [table, docs] of this.pending) {
      for (const [id, doc] of docs) changes.push(doc ? { type: 'put', table, doc } : { type: 'delete', table, id });
    }
    return changes;
  }

  clear(): void {
    this.pending.clear();
  }

  private tableChanges(table: string): Map<string, Doc | null> {
    const name = this.physical(table);
    let changes = this.pending.get(name);
    if (!changes) this.pending.set(name, (changes = new Map()));
    return changes;
  }
}
