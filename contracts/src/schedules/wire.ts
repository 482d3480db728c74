import { renamed } from '../events/renamed.ts';
import { assignmentKey } from '../folds/schedule.ts';
import type { ScheduleRepairProposed } from './events.ts';
import type { RepairProposal } from './month-lifecycle.ts';
import { ASSIGNMENT_NAMES_V2 } from './upcasters.ts';

// Where the schedule's names cross the API's edge (docs/architecture.md#names-at-the-edge): an
// edit's body into its event's fields, and a recorded proposal back into an answer.

/** An edit's body as the fields of its event (ScheduleAssignmentChanged). */
export const assignmentEditData = renamed(ASSIGNMENT_NAMES_V2);

/** A repair the solver proposed, as the admin reviews it (the id for someone no longer named). */
export const repairProposal = (proposalId: string, proposed: ScheduleRepairProposed['data']): RepairProposal => {
  const names = proposed.memberNames ?? {};
  return {
    proposal_id: proposalId,
    changes: proposed.changes.map(({ memberId, date, shiftTypeId, change }) => ({
      member_id: memberId,
      member_name: names[memberId] ?? memberId,
      date,
      shift_type_id: shiftTypeId,
      change,
    })),
  };
};

/** The key of the draft's or a version's assignment of a member to a shift, from the domain's names (the folds key by the API's). */
export const shiftKey = ({ date, shiftTypeId, memberId }: { date: string; shiftTypeId: string; memberId: string }) =>
  assignmentKey({ date, shift_type_id: shiftTypeId, member_id: memberId });
