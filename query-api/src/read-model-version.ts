import { servingCheckpoint, type Projection, type ReadStore } from '@rostra/platform';

/**
 * Which state of some read models a read sees: for each projection owning one of the tables, the
 * physical table serving it (it changes with every rebuild) and how far into the log it has
 * applied. A projection commits its documents with its checkpoint, so while the version stays the
 * same so do the documents. It moves with every event, so it is no content hash: two versions
 * may stand for the same documents.
 */
export async function readModelVersion(store: ReadStore, projections: readonly Projection[], tables: readonly string[]): Promise<string> {
  const owners = projections.filter((projection) => projection.tables.some((table) => tables.includes(table.name)));
  const parts = await Promise.all(
    owners.map(async (projection) => {
      const read = projection.tables.filter((table) => tables.includes(table.name));
      const physical = await Promise.all(read.map((table) => store.resolveAlias(table.name)));
      return `${projection.name}:${physical.join(',')}@${(await servingCheckpoint(store, projection)) ?? '-'}`;
    }),
  );
  return parts.join(' ');
}
