import type { Doc, ProjectionTx } from '@rostra/platform';

/** The fields to set on a row, or what makes them from the row. */
export type RowChange<T> = Partial<T> | ((row: T) => Partial<T>);

/**
 * What a projection calls `update`: changes a row of `table` where it exists; an event about a row
 * never made, or gone since, changes nothing.
 */
export function rowUpdater<T extends Doc>(table: string): (tx: ProjectionTx, id: string, change: RowChange<T>) => Promise<void> {
  return async (tx, id, change) => {
    const row = await tx.get<T>(table, id);
    if (row) tx.put(table, { ...row, ...(typeof change === 'function' ? change(row) : change) });
  };
}

/** Rows of a deleted organization go too (its endpoints answer 404 anyway). */
export async function deleteOrganizationRows(tx: ProjectionTx, table: string, organizationId: string): Promise<void> {
  for (const row of await tx.find(table, { where: { organization_id: organizationId } })) tx.delete(table, row.id);
}
