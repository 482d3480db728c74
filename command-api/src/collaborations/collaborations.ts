import type { CollaborationEvent, CollaborationType } from '@rostra/contracts';

export interface CollaborationState {
  collaboration_type: CollaborationType;
  employee_ids: string[];
}

/** The live collaboration rules of one organization, by id. */
export interface CollaborationsState {
  collaborations: Record<string, CollaborationState>;
}

export const initialCollaborationsState: CollaborationsState = { collaborations: {} };

export const collaborationsStream = (organizationId: string) => `collaborations-${organizationId}`;

export function evolveCollaborations(state: CollaborationsState, event: CollaborationEvent): CollaborationsState {
  switch (event.type) {
    case 'CollaborationCreated': {
      const { collaborationId, collaboration_type, employee_ids } = event.data;
      return { collaborations: { ...state.collaborations, [collaborationId]: { collaboration_type, employee_ids } } };
    }
    case 'CollaborationDeleted': {
      const { [event.data.collaborationId]: _deleted, ...collaborations } = state.collaborations;
      return { collaborations };
    }
  }
}
