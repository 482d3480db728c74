import type { ShiftTypeCreated, ShiftTypeUpdated } from '@rostra/contracts';
import type { EventHandlers, ProjectionTx } from '@rostra/platform';

// Notices name shifts by their shift type's name as it was at the notice: kept here, by organization.

export const NOTIFICATION_SHIFT_TYPES_TABLE = 'notification_shift_types';

const rowId = (organizationId: string, shiftTypeId: string) => `${organizationId}:${shiftTypeId}`;

export const shiftTypeHandlers: EventHandlers<ShiftTypeCreated | ShiftTypeUpdated> = {
  ShiftTypeCreated({ data }, tx) {
    tx.put(NOTIFICATION_SHIFT_TYPES_TABLE, {
      id: rowId(data.organizationId, data.shiftTypeId),
      organization_id: data.organizationId,
      name: data.name,
    });
  },
  async ShiftTypeUpdated({ data }, tx) {
    const id = rowId(data.organizationId, data.shiftTypeId);
    const row = await tx.get(NOTIFICATION_SHIFT_TYPES_TABLE, id);
    if (row && data.changes.name !== undefined) tx.put(NOTIFICATION_SHIFT_TYPES_TABLE, { ...row, name: data.changes.name });
  },
};

/** The organization's shift types by id: their names now (at this point of the log). */
export async function shiftTypeNames(tx: ProjectionTx, organizationId: string): Promise<Map<string, string>> {
  const rows = await tx.find(NOTIFICATION_SHIFT_TYPES_TABLE, { where: { organization_id: organizationId } });
  return new Map(rows.map((row) => [String(row.id).slice(organizationId.length + 1), String(row.name)]));
}
