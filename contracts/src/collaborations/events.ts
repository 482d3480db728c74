// Events of `collaborations-{organizationId}`: the together / apart rules of an organization.
// Which ids are schedulable members is decided from the membership stream when a rule is made;
// a member who leaves later stays in the recorded rule, and readers ignore them (see
// docs/api/scheduling-inputs-shift-types.md).

export type CollaborationType = 'prefer_together' | 'avoid_together';

export interface CollaborationCreated {
  type: 'CollaborationCreated';
  data: { organizationId: string; collaborationId: string; collaborationType: CollaborationType; employeeIds: string[] };
}

export interface CollaborationDeleted {
  type: 'CollaborationDeleted';
  data: { organizationId: string; collaborationId: string };
}

export type CollaborationEvent = CollaborationCreated | CollaborationDeleted;

/** CollaborationCreated 2 renamed the API's snake_case fields to camelCase (collaboration-upcasters.ts reads version 1). */
export const COLLABORATION_EVENT_VERSIONS = {
  CollaborationCreated: 2,
  CollaborationDeleted: 1,
} as const satisfies Record<CollaborationEvent['type'], number>;
