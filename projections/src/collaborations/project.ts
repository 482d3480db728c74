import { COLLABORATIONS_TABLE, type CollaborationEvent, type CollaborationRecord, type OrganizationDeleted } from '@rostra/contracts';
import { projectionOf } from '@rostra/platform';
import { deleteOrganizationRows } from '../shared/rows.ts';

/**
 * A live collaboration rule with the member ids as recorded. Names are not copied here: the query
 * side makes them from the members read model in the organization's current display format, and
 * drops ids that are no longer schedulable members, so renames, format changes and removals show
 * without this table changing.
 */
export type CollaborationRow = CollaborationRecord;

export const collaborationsProjection = projectionOf<CollaborationEvent | OrganizationDeleted>({
  name: 'collaborations',
  version: 1,
  tables: [{ name: COLLABORATIONS_TABLE, indexes: [{ fields: ['organization_id'] }] }],
  on: {
    CollaborationCreated({ data, metadata }, tx) {
      tx.put(COLLABORATIONS_TABLE, {
        id: data.collaborationId,
        organization_id: data.organizationId,
        collaboration_type: data.collaborationType,
        employee_ids: data.employeeIds,
        created_at: metadata.occurredAt,
      } satisfies CollaborationRow);
    },
    CollaborationDeleted: ({ data }, tx) => tx.delete(COLLABORATIONS_TABLE, data.collaborationId),
    OrganizationDeleted: ({ data }, tx) => deleteOrganizationRows(tx, COLLABORATIONS_TABLE, data.organizationId),
  },
});
