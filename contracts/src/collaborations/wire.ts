import type { CollaborationCreateBody } from './api.ts';

// Where collaborations' names cross the API's edge (docs/architecture.md#names-at-the-edge).

/** The kind and the members of a new collaboration, as CreateCollaboration takes them. */
export const collaborationCreateInput = (body: CollaborationCreateBody) => ({
  collaborationType: body.collaboration_type,
  employeeIds: body.employee_ids,
});
