import { assignmentViolations, monthViolations, type RuleAssignment, type RuleInput } from './check.ts';

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

/** The rules one assignment breaks on its own: those of the member's day (not rest, hours or apart). */
const DAY_RULES = new Set(['vacation', 'availability', 'disallowed_shift_type']);

const shiftKey = (date: string, shiftTypeId: string) => `${date}|${shiftTypeId}`;

/**
 * Takes off every assignment a hard rule of the member's day now forbids (or whose member is no
 * longer schedulable), published or not, and keeps every other one. A pinned assignment (edited
 * by hand, perhaps overriding a rule) stays while its member can be scheduled. Then fills each
 * shift left short with someone who breaks no hard rule, the fewest shifts in the month first.
 * Other assignments are never moved: the change is as small as the gaps.
 */
export function planRepair(
  input: RuleInput,
  assignments: readonly RuleAssignment[],
  needs: readonly ShiftNeed[],
  pinned: (assignment: RuleAssignment) => boolean = () => false,
): RepairChange[] {
  const members = new Set(input.members.map((member) => member.id));
  const forbidden = (assignment: RuleAssignment) =>
    !members.has(assignment.member_id) ||
    (!pinned(assignment) &&
      monthViolations(input, [assignment], new Set([assignment.member_id])).some((violation) => DAY_RULES.has(violation.rule)));
  const removed = assignments.filter(forbidden);
  const working = assignments.filter((assignment) => !removed.includes(assignment));

  // Indexes of the month as it is being mended: each member's shifts, who works which day, staffing.
  const byMember = new Map<string, RuleAssignment[]>();
  const busy = new Set<string>();
  const staffed = new Map<string, number>();
  const keep = (assignment: RuleAssignment) => {
    byMember.set(assignment.member_id, [...(byMember.get(assignment.member_id) ?? []), assignment]);
    busy.add(`${assignment.member_id}|${assignment.date}`);
    staffed.set(
      shiftKey(assignment.date, assignment.shift_type_id),
      (staffed.get(shiftKey(assignment.date, assignment.shift_type_id)) ?? 0) + 1,
    );
  };
  working.forEach(keep);
  /** The shifts a check for this member needs: theirs and those of whoever they must keep apart from. */
  const relevantTo = (memberId: string) =>
    [memberId, ...input.apart.filter((group) => group.includes(memberId)).flat()].flatMap((id) => byMember.get(id) ?? []);

  const added: RuleAssignment[] = [];
  for (const need of [...needs].sort((a, b) => a.date.localeCompare(b.date) || a.shift_type_id.localeCompare(b.shift_type_id))) {
    if ((staffed.get(shiftKey(need.date, need.shift_type_id)) ?? 0) >= need.required_count) continue;
    const candidates = [...members].sort((a, b) => (byMember.get(a)?.length ?? 0) - (byMember.get(b)?.length ?? 0) || a.localeCompare(b));
    for (const memberId of candidates) {
      if ((staffed.get(shiftKey(need.date, need.shift_type_id)) ?? 0) >= need.required_count) break;
      if (busy.has(`${memberId}|${need.date}`)) continue;
      const assignment = { date: need.date, shift_type_id: need.shift_type_id, member_id: memberId };
      if (assignmentViolations(input, relevantTo(memberId), assignment).length > 0) continue;
      keep(assignment);
      added.push(assignment);
    }
  }
  return [
    ...removed.map(({ date, shift_type_id, member_id }): RepairChange => ({ date, shift_type_id, member_id, change: 'removed' })),
    ...added.map((assignment): RepairChange => ({ ...assignment, change: 'added' })),
  ];
}
