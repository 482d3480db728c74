import type { Doc, ProjectionTx } from '@rostra/platform';

/** The fields to set on a row, or what makes them from the row. */
export type RowChange<T> = Partial<T> | ((row: T) => Partial<T>);

/** Changes a row where it exists: an event about a row never made, or gone since, changes nothing. */
export async function updateRow<T extends Doc>(tx: ProjectionTx, table: string, id: string, change: RowChange<T>): Promise<void> {
  const row = await tx.get<T>(table, id);
  if (row) tx.put(table, { ...row, ...(typeof change === 'function' ? change(row) : change) });
}

/** Rows of a deleted organization go too (its endpoints answer 404 anyway). */
export async function deleteOrganizationRows(tx: ProjectionTx, table: string, organizationId: string): Promise<void> {
  for (const row of await tx.find(table, { where: { organization_id: organizationId } })) tx.delete(table, row.id);
}
