import type { CollaborationCreated, CollaborationType } from './collaborations.ts';

/** CollaborationCreated as version 1 recorded it, with the API body's snake_case names. */
export interface CollaborationCreatedV1 {
  data: { organizationId: string; collaborationId: string; collaboration_type: CollaborationType; employee_ids: string[] };
}

export function collaborationCreatedV1ToV2({
  collaboration_type,
  employee_ids,
  ...rest
}: CollaborationCreatedV1['data']): CollaborationCreated['data'] {
  return { ...rest, collaborationType: collaboration_type, employeeIds: employee_ids };
}
