import type { CollaborationCreated, CollaborationType } from './events.ts';
import { renamed } from '../events/renamed.ts';

/** CollaborationCreated as version 1 recorded it, with the API body's snake_case names. */
export interface CollaborationCreatedV1 {
  data: { organizationId: string; collaborationId: string; collaboration_type: CollaborationType; employee_ids: string[] };
}

export const collaborationCreatedV1ToV2: (data: CollaborationCreatedV1['data']) => CollaborationCreated['data'] = renamed({
  collaboration_type: 'collaborationType',
  employee_ids: 'employeeIds',
});
