import type { RuleInput, RuleMember, RuleShiftType } from './check.ts';

type Dates = RuleMember['vacations'][number];

/**
 * The facts a rule check of one member's month needs (`RuleInput`, checked by check.ts): the
 * organization's labour rules, the member's own rules (available weekdays, shift types they may
 * not work, approved vacations and absences, weekly limit, where they work), their apart partners
 * (named, with no rules of their own: an edit of the member does not change theirs), the shift
 * types and locations, and the member's shifts in the week before the month.
 *
 * Two sources give them: the log, on the command side (command-api/src/schedules/rule-facts.ts,
 * which decides an edit on nothing a projection might lag behind), and the read models, on the
 * query side (query-api/src/shared/month-rule-facts.ts, for the candidates and the lists that mark
 * what a change would break). cli/src/rule-facts-sources.test.ts drives one history through both
 * and asserts they agree.
 */
export interface RuleFactsSource {
  /**
   * The facts for `memberId` in the month, the member first among `members`; null when the member
   * cannot be scheduled at `now` (an ISO instant).
   */
  memberFacts(organizationId: string, year: number, month: number, memberId: string, now: string): Promise<RuleInput | null>;
}

/** A shift type as a rule check reads it, whatever else its source keeps of it. */
export const ruleShiftTypeOf = ({ id, name, start_time, duration_hours, location_id }: RuleShiftType): RuleShiftType => ({
  id,
  name,
  start_time,
  duration_hours,
  location_id: location_id ?? null,
});

/** An apart partner: named, with no rules of their own. */
export const apartPartner = (id: string, name: string): RuleMember => ({
  id,
  name,
  available_weekdays: {},
  disallowed_shift_types: [],
  vacations: [],
  max_weekly_hours: 0,
});

/** The vacations and absences that share a day with the month (1–12), in order: the only ones a check of the month reads. */
export function vacationsInMonth(vacations: readonly Dates[], year: number, month: number): Dates[] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return vacations
    .filter(({ start_date, end_date }) => start_date <= last && end_date >= first)
    .map(({ start_date, end_date }) => ({ start_date, end_date }))
    .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.end_date.localeCompare(b.end_date));
}

/**
 * One member's facts out of the whole month's (what a source that reads every member gives):
 * the member with their rules, their apart partners, the apart rules that name them and their own
 * history. Null when the month has no such member (the member cannot be scheduled).
 */
export function memberFactsOf(
  month: RuleInput,
  memberId: string,
  { year, month: monthNumber }: { year: number; month: number },
): RuleInput | null {
  const member = month.members.find((each) => each.id === memberId);
  if (!member) return null;
  const apart = month.apart.filter((rule) => rule.includes(memberId));
  const nameOf = (id: string) => month.members.find((each) => each.id === id)?.name ?? id;
  const partners = [...new Set(apart.flat())].filter((id) => id !== memberId).map((id) => apartPartner(id, nameOf(id)));
  return {
    ...month,
    members: [
      { ...member, vacations: vacationsInMonth(member.vacations, year, monthNumber), location_ids: member.location_ids ?? [] },
      ...partners,
    ],
    apart,
    history: month.history.filter((shift) => shift.member_id === memberId),
  };
}
