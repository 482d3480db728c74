import {
  requirementsOf,
  SHIFT_TYPES_TABLE,
  shiftTypeFieldsOf,
  shiftTypeOf,
  type OrganizationDeleted,
  type ShiftTypeEvent,
  type ShiftTypeRecord,
} from '@rostra/contracts';
import { type Projection, type ProjectionTx, type RecordedEvent } from '@rostra/platform';

/** A live shift type of docs/product/entities.md with its requirements, by id; deleted ones leave the table. */
export type ShiftTypeRow = ShiftTypeRecord;

async function update(tx: ProjectionTx, id: string, change: Partial<ShiftTypeRow>): Promise<void> {
  const row = await tx.get<ShiftTypeRow>(SHIFT_TYPES_TABLE, id);
  if (row) tx.put(SHIFT_TYPES_TABLE, { ...row, ...change });
}

/** Rows of a deleted organization go too (its endpoints answer 404 anyway). */
export async function deleteOrganizationRows(tx: ProjectionTx, table: string, organizationId: string): Promise<void> {
  for (const row of await tx.find(table, { where: { organization_id: organizationId } })) tx.delete(table, row.id);
}

export const shiftTypesProjection: Projection = {
  name: 'shift-types',
  version: 1,
  tables: [{ name: SHIFT_TYPES_TABLE, indexes: [{ fields: ['organization_id'] }] }],
  eventTypes: ['ShiftTypeCreated', 'ShiftTypeUpdated', 'ShiftRequirementsSet', 'ShiftTypeDeleted', 'OrganizationDeleted'],
  async apply(recorded, tx) {
    const event = recorded as RecordedEvent & (ShiftTypeEvent | OrganizationDeleted);
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'ShiftTypeCreated': {
        const { id, ...shiftType } = shiftTypeOf(event.data);
        tx.put(SHIFT_TYPES_TABLE, {
          id,
          organization_id: event.data.organizationId,
          ...shiftType,
          created_at: at,
          updated_at: at,
        } satisfies ShiftTypeRow);
        return;
      }
      case 'ShiftTypeUpdated':
        return update(tx, event.data.shiftTypeId, { ...shiftTypeFieldsOf(event.data.changes), updated_at: at });
      case 'ShiftRequirementsSet':
        return update(tx, event.data.shiftTypeId, { requirements: requirementsOf(event.data.requirements), updated_at: at });
      case 'ShiftTypeDeleted':
        tx.delete(SHIFT_TYPES_TABLE, event.data.shiftTypeId);
        return;
      case 'OrganizationDeleted':
        return deleteOrganizationRows(tx, SHIFT_TYPES_TABLE, event.data.organizationId);
    }
  },
};
