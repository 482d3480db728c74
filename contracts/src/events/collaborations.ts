// Events of `collaborations-{organizationId}`: the together / apart rules of an organization.
// Which ids are schedulable members is decided from the membership stream when a rule is made;
// a member who leaves later stays in the recorded rule, and readers ignore them (see
// docs/api/scheduling-inputs-shift-types.md).

export type CollaborationType = 'prefer_together' | 'avoid_together';

export interface CollaborationCreated {
  type: 'CollaborationCreated';
  data: { organizationId: string; collaborationId: string; collaboration_type: CollaborationType; employee_ids: string[] };
}

export interface CollaborationDeleted {
  type: 'CollaborationDeleted';
  data: { organizationId: string; collaborationId: string };
}

export type CollaborationEvent = CollaborationCreated | CollaborationDeleted;

export const COLLABORATION_EVENT_VERSIONS = {
  CollaborationCreated: 1,
  CollaborationDeleted: 1,
} as const satisfies Record<CollaborationEvent['type'], number>;
