import type { CollaborationEvent, CollaborationType } from '@rostra/contracts';

export interface CollaborationState {
  collaborationType: CollaborationType;
  employeeIds: string[];
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
      const { collaborationId, collaborationType, employeeIds } = event.data;
      return { collaborations: { ...state.collaborations, [collaborationId]: { collaborationType, employeeIds } } };
    }
    case 'CollaborationDeleted': {
      const { [event.data.collaborationId]: _deleted, ...collaborations } = state.collaborations;
      return { collaborations };
    }
  }
}
