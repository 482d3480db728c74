import { COLLABORATIONS_TABLE, type CollaborationEvent, type CollaborationRecord, type OrganizationDeleted } from '@rostra/contracts';
import { type Projection, type RecordedEvent } from '@rostra/platform';
import { deleteOrganizationRows } from '../shift-types/project.ts';

/**
 * A live collaboration rule with the member ids as recorded. Names are not copied here: the query
 * side makes them from the members read model in the organization's current display format, and
 * drops ids that are no longer schedulable members, so renames, format changes and removals show
 * without this table changing.
 */
export type CollaborationRow = CollaborationRecord;

export const collaborationsProjection: Projection = {
  name: 'collaborations',
  version: 1,
  tables: [{ name: COLLABORATIONS_TABLE, indexes: [{ fields: ['organization_id'] }] }],
  eventTypes: ['CollaborationCreated', 'CollaborationDeleted', 'OrganizationDeleted'],
  async apply(recorded, tx) {
    const event = recorded as RecordedEvent & (CollaborationEvent | OrganizationDeleted);
    switch (event.type) {
      case 'CollaborationCreated': {
        const { organizationId, collaborationId, collaborationType, employeeIds } = event.data;
        const row: CollaborationRow = {
          id: collaborationId,
          organization_id: organizationId,
          collaboration_type: collaborationType,
          employee_ids: employeeIds,
          created_at: recorded.metadata.occurredAt,
        };
        tx.put(COLLABORATIONS_TABLE, row);
        return;
      }
      case 'CollaborationDeleted':
        tx.delete(COLLABORATIONS_TABLE, event.data.collaborationId);
        return;
      case 'OrganizationDeleted':
        return deleteOrganizationRows(tx, COLLABORATIONS_TABLE, event.data.organizationId);
    }
  },
};
