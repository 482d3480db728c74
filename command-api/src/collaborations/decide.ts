import { COLLABORATION_TEXT, type CollaborationEvent, type CollaborationType } from '@rostra/contracts';
import { badRequest, conflict, notFound, type Decider } from '@rostra/platform';
import { evolveCollaborations, initialCollaborationsState, type CollaborationsState } from './collaborations.ts';

export type CollaborationCommand =
  | {
      type: 'CreateCollaboration';
      organizationId: string;
      collaborationId: string;
      collaborationType: CollaborationType;
      employeeIds: string[];
      /** Fact from the membership log (see schedulable.ts), read by the handler just before. */
      schedulableMemberIds: readonly string[];
    }
  | { type: 'DeleteCollaboration'; organizationId: string; collaborationId: string };

const sameGroup = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

export const collaborationDecider: Decider<CollaborationCommand, CollaborationsState, CollaborationEvent> = {
  initialState: initialCollaborationsState,
  evolve: evolveCollaborations,
  decide(command, state) {
    const { organizationId, collaborationId } = command;
    switch (command.type) {
      case 'CreateCollaboration': {
        const { collaborationType, employeeIds, schedulableMemberIds } = command;
        const strangers = employeeIds.filter((id) => !schedulableMemberIds.includes(id));
        if (strangers.length > 0) throw badRequest(`employee_ids: ${COLLABORATION_TEXT.notSchedulable(strangers)}`);
        const twin = Object.values(state.collaborations).some(
          (rule) => rule.collaborationType === collaborationType && sameGroup(rule.employeeIds, employeeIds),
        );
        if (twin) throw conflict(COLLABORATION_TEXT.duplicate);
        return [{ type: 'CollaborationCreated', data: { organizationId, collaborationId, collaborationType, employeeIds } }];
      }
      case 'DeleteCollaboration': {
        if (!state.collaborations[collaborationId]) throw notFound(COLLABORATION_TEXT.notFound);
        return [{ type: 'CollaborationDeleted', data: { organizationId, collaborationId } }];
      }
    }
  },
};
