import { exchangeViolations, openShiftMove, type OpenShiftCandidate, type OpenShiftRecord, type RuleViolation } from '@rostra/contracts';
import type { MonthFacts } from '../shared/month-rule-facts.ts';

export interface Eligibility {
  eligible: boolean;
  violations: RuleViolation[];
}

const NOT_ELIGIBLE: Eligibility = { eligible: false, violations: [] };

/**
 * Whether the member may take a place of the open shift now: the hard rules it would break for
 * them, with the check the claim decides with (contracts/src/rules/exchange.ts). Not eligible,
 * with no violation, when it could not be theirs whatever the rules: not open, in the past, a
 * shift they work already, or a member who cannot be scheduled.
 */
export function openShiftEligibility(shift: OpenShiftRecord, memberId: string, facts: MonthFacts, today: string): Eligibility {
  const { published, rules } = facts;
  if (shift.status !== 'open' || shift.date < today || !published) return NOT_ELIGIBLE;
  if (!rules.members.some((member) => member.id === memberId)) return NOT_ELIGIBLE;
  const works = published.assignments.some(
    (a) => a.date === shift.date && a.shift_type_id === shift.shift_type_id && a.member_id === memberId,
  );
  if (works) return NOT_ELIGIBLE;
  const violations = exchangeViolations(rules, published.shift_types, published.assignments, [openShiftMove(shift, memberId)]);
  return { eligible: violations.length === 0, violations };
}

/**
 * Everyone who could be scheduled on the open shift, for the admin: eligible first, then the
 * furthest below their target (shifts worked in the published month minus shifts asked for),
 * then the one the fairness ledger owes most (fewest weekends, nights and shifts above target
 * carried in the window). Those who work the shift already are left out.
 */
export function rankedCandidates(shift: OpenShiftRecord, facts: MonthFacts, today: string): OpenShiftCandidate[] {
  const { input, published } = facts;
  const carried = new Map(
    (input.history?.fairness?.members ?? []).map((entry) => [
      String(entry.employee_id),
      (entry.weekend_shifts ?? 0) + (entry.night_shifts ?? 0) + (entry.above_target_shifts ?? 0),
    ]),
  );
  const burden = (id: string) => carried.get(id) ?? 0;
  const onShift = new Set(
    (published?.assignments ?? []).filter((a) => a.date === shift.date && a.shift_type_id === shift.shift_type_id).map((a) => a.member_id),
  );
  const fairnessOrder = input.employees
    .map((employee) => String(employee.id))
    .filter((id) => !onShift.has(id))
    .sort((a, b) => burden(a) - burden(b) || a.localeCompare(b));
  const worked = (id: string) => (published?.assignments ?? []).filter((a) => a.member_id === id && a.absent === null).length;
  return input.employees
    .filter((employee) => !onShift.has(String(employee.id)))
    .map((employee): OpenShiftCandidate => {
      const memberId = String(employee.id);
      const asked = employee.admin_set?.shift_preferences ?? employee.employee_requested?.shift_preferences ?? {};
      const target = Object.values(asked).reduce((sum: number, count) => sum + (count ?? 0), 0);
      return {
        member_id: memberId,
        ...openShiftEligibility(shift, memberId, facts, today),
        distance_from_target: worked(memberId) - target,
        fairness_rank: fairnessOrder.indexOf(memberId) + 1,
      };
    })
    .sort(
      (a, b) =>
        Number(b.eligible) - Number(a.eligible) || a.distance_from_target - b.distance_from_target || a.fairness_rank - b.fairness_rank,
    );
}
