import {
  assignmentViolations,
  atCurrentLocations,
  EDIT_TEXT,
  type RuleInput,
  type ScheduleAssignmentChanged,
  type ScheduleEvent,
  assignmentKey,
  type ScheduleState,
} from '@rostra/contracts';
import { badRequest, conflict, notFound } from '@rostra/platform';
import { inMonth, RulesBroken } from '../shared/month-command.ts';

/** An admin's edit of the draft (what the event records of it), with the rules the member is scheduled by, loaded from the log. */
export interface EditAssignment extends Omit<ScheduleAssignmentChanged['data'], 'position' | 'violations'> {
  type: 'EditAssignment';
  /** The member's rules and their apart partners (shift types: the log's, for their locations); null when the member cannot be scheduled. */
  rules: RuleInput | null;
  now: string;
}

/** Assigns the first free position on the shift; unassigning breaks no hard rule. */
export function decideEdit(command: EditAssignment, state: ScheduleState): ScheduleEvent[] {
  const { organizationId, year, month, date, shiftTypeId, memberId, action, overrideReason, rules } = command;
  const draft = state.draft;
  if (!draft) throw notFound(EDIT_TEXT.noDraft);
  if (!inMonth(date, { year, month })) throw badRequest(EDIT_TEXT.dateOutsideMonth);
  if (!draft.shiftTypes.some((type) => type.id === shiftTypeId)) throw notFound(EDIT_TEXT.unknownShiftType);
  // The draft's shifts keep the generation's names.
  const shift = { date, shift_type_id: shiftTypeId, member_id: memberId };
  const assigned = draft.assignments.has(assignmentKey(shift));
  const base = { organizationId, year, month, date, shiftTypeId, memberId, overrideReason };
  if (action === 'unassign') {
    if (!assigned) throw conflict(EDIT_TEXT.notAssigned);
    return [{ type: 'ScheduleAssignmentChanged', data: { ...base, action, position: null, violations: [] } }];
  }
  if (!rules?.members.some((member) => member.id === memberId)) throw notFound(EDIT_TEXT.unknownMember);
  if (assigned) throw conflict(EDIT_TEXT.alreadyAssigned);
  const shifts = [...draft.assignments.values()];
  // Shifts are timed as the draft has them (its generation's snapshot of the shift types), at the
  // locations the shift types are at now.
  const shiftTypes = atCurrentLocations(draft.shiftTypes, rules.shift_types);
  const violations = assignmentViolations({ ...rules, shift_types: shiftTypes }, shifts, shift);
  if (violations.length > 0 && !overrideReason) throw new RulesBroken(violations, EDIT_TEXT.rulesBroken(violations.length));
  const taken = new Set(
    shifts.filter((other) => other.date === date && other.shift_type_id === shiftTypeId).map((other) => other.position),
  );
  let position = 1;
  while (taken.has(position)) position += 1;
  return [{ type: 'ScheduleAssignmentChanged', data: { ...base, action, position, violations } }];
}
