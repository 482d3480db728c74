import { assignmentViolations, type RuleAssignment, type RuleInput } from './check.ts';

// A repair of a month's draft after people dropped out (approved vacation, absence, removal, new
// availability): the least change that mends it. Pure: the command API proposes with it from
// the log, the query API asks it whether a vacation's gaps could be filled.

/** A change a repair proposes. */
export interface RepairChange extends RuleAssignment {
  change: 'added' | 'removed';
}

/** How many people each shift-day needs (the generation's coverage). */
export interface ShiftNeed {
  date: string;
  shift_type_id: string;
  required_count: number;
}

/** The rules one assignment breaks on its own: those the member's day makes (not rest, hours or apart). */
const DAY_RULES = new Set(['vacation', 'availability', 'disallowed_shift_type']);

/**
 * Takes off every assignment a hard rule of the member's day now forbids (or whose member is no
 * longer schedulable), pinned or published alike, and keeps every other one. Then fills each
 * shift left short with someone who breaks no hard rule, the fewest shifts in the month first.
 * Other assignments are never moved: the change is as small as the gaps.
 */
export function planRepair(input: RuleInput, assignments: readonly RuleAssignment[], needs: readonly ShiftNeed[]): RepairChange[] {
  const members = new Set(input.members.map((member) => member.id));
  const removed = assignments.filter((assignment) => {
    if (!members.has(assignment.member_id)) return true;
    const others = assignments.filter((other) => other !== assignment);
    return assignmentViolations(input, others, assignment).some((violation) => violation.member_id === assignment.member_id && DAY_RULES.has(violation.rule));
  });
  const working = assignments.filter((assignment) => !removed.includes(assignment));
  const added: RuleAssignment[] = [];
  const shiftsOf = (memberId: string) => working.filter((assignment) => assignment.member_id === memberId).length;
  for (const need of [...needs].sort((a, b) => a.date.localeCompare(b.date) || a.shift_type_id.localeCompare(b.shift_type_id))) {
    let staffed = working.filter((assignment) => assignment.date === need.date && assignment.shift_type_id === need.shift_type_id).length;
    const candidates = [...members].sort((a, b) => shiftsOf(a) - shiftsOf(b) || a.localeCompare(b));
    for (const memberId of candidates) {
      if (staffed >= need.required_count) break;
      const assignment = { date: need.date, shift_type_id: need.shift_type_id, member_id: memberId };
      if (working.some((other) => other.member_id === memberId && other.date === need.date)) continue;
      if (assignmentViolations(input, working, assignment).length > 0) continue;
      working.push(assignment);
      added.push(assignment);
      staffed += 1;
    }
  }
  return [
    ...removed.map(({ date, shift_type_id, member_id }): RepairChange => ({ date, shift_type_id, member_id, change: 'removed' })),
    ...added.map((assignment): RepairChange => ({ ...assignment, change: 'added' })),
  ];
}
