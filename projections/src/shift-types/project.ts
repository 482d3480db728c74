import {
  requirementsOf,
  SHIFT_TYPES_TABLE,
  shiftTypeFieldsOf,
  shiftTypeOf,
  type OrganizationDeleted,
  type ShiftTypeLocationSet,
  type ShiftTypeEvent,
  type ShiftTypeRecord,
} from '@rostra/contracts';
import { projectionOf } from '@rostra/platform';
import { deleteOrganizationRows, rowUpdater } from '../shared/rows.ts';

/** A live shift type of docs/product/entities.md with its requirements, by id; deleted ones leave the table. */
export type ShiftTypeRow = ShiftTypeRecord;

const update = rowUpdater<ShiftTypeRow>(SHIFT_TYPES_TABLE);

export const shiftTypesProjection = projectionOf<ShiftTypeEvent | ShiftTypeLocationSet | OrganizationDeleted>({
  name: 'shift-types',
  version: 1,
  tables: [{ name: SHIFT_TYPES_TABLE, indexes: [{ fields: ['organization_id'] }] }],
  on: {
    ShiftTypeCreated({ data, metadata }, tx) {
      const { id, ...shiftType } = shiftTypeOf(data);
      tx.put(SHIFT_TYPES_TABLE, {
        id,
        organization_id: data.organizationId,
        ...shiftType,
        created_at: metadata.occurredAt,
        updated_at: metadata.occurredAt,
      } satisfies ShiftTypeRow);
    },
    ShiftTypeUpdated: ({ data, metadata }, tx) =>
      update(tx, data.shiftTypeId, { ...shiftTypeFieldsOf(data.changes), updated_at: metadata.occurredAt }),
    ShiftRequirementsSet: ({ data, metadata }, tx) =>
      update(tx, data.shiftTypeId, { requirements: requirementsOf(data.requirements), updated_at: metadata.occurredAt }),
    ShiftTypeLocationSet: ({ data, metadata }, tx) =>
      update(tx, data.shiftTypeId, { location_id: data.locationId, updated_at: metadata.occurredAt }),
    ShiftTypeDeleted: ({ data }, tx) => tx.delete(SHIFT_TYPES_TABLE, data.shiftTypeId),
    OrganizationDeleted: ({ data }, tx) => deleteOrganizationRows(tx, SHIFT_TYPES_TABLE, data.organizationId),
  },
});
