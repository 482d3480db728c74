import type { Doc, FindQuery, ReadStore } from '@rostra/platform';

/** Reads a read model by its logical name; a model not built yet reads as empty. */
export async function findIn<T extends Doc>(store: ReadStore, alias: string, query: FindQuery = {}): Promise<T[]> {
  const table = await store.resolveAlias(alias);
  return table ? store.find<T>(table, query) : [];
}

export async function getFrom<T extends Doc>(store: ReadStore, alias: string, id: string): Promise<T | null> {
  const table = await store.resolveAlias(alias);
  return table ? store.get<T>(table, id) : null;
}

export async function countIn(store: ReadStore, alias: string, where: FindQuery['where'] = {}): Promise<number> {
  const table = await store.resolveAlias(alias);
  return table ? store.count(table, where) : 0;
}
