import type { RuleInput } from '@rostra/contracts';
import type { CommandApiDeps } from '../deps.ts';
import { ruleFactsFor } from '../schedules/facts.ts';

/**
 * The rules both people of a trade are scheduled by, as the hand edits load them, merged: each
 * person's own rules (over a stand-in as the other's apart partner), their apart groups and the
 * shifts they worked before the month. Null when either cannot be scheduled.
 */
export async function tradeRuleFacts(
  deps: CommandApiDeps,
  organizationId: string,
  year: number,
  month: number,
  memberIds: readonly [string, string],
  now: string,
): Promise<RuleInput | null> {
  const [first, second] = await Promise.all(
    memberIds.map((memberId) => ruleFactsFor(deps, organizationId, year, month, { memberId }, now)),
  );
  if (!first || !second) return null;
  const [giverId, takerId] = memberIds;
  // Each person's own record from their own facts; in the other's, they are only an apart partner's stand-in.
  const owners = [first.members.find((m) => m.id === giverId)!, second.members.find((m) => m.id === takerId)!];
  const partners = [...first.members, ...second.members].filter(
    (member, i, all) => !memberIds.includes(member.id) && all.findIndex((m) => m.id === member.id) === i,
  );
  const members = [...owners, ...partners];
  const apart = [...first.apart, ...second.apart].filter((group, i, all) => all.findIndex((g) => g.join() === group.join()) === i);
  return { ...first, members, apart, history: [...first.history, ...second.history] };
}
