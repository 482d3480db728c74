import { memberFactsOf, type CalendarRecord, type RuleFactsSource, type RuleInput } from '@rostra/contracts';
import type { SolverInput } from '@rostra/contracts/solver/input';
import { ruleInputOf } from '@rostra/contracts/rules/from-solver-input';
import type { ReadStore } from '@rostra/platform';
import { calendarOf } from './calendar.ts';
import { solverInputOf } from './solver-input/read.ts';

/** What checking a change to a published month needs: the published version, the rules and the solver input they came from. */
export interface MonthFacts {
  published: CalendarRecord | null;
  rules: RuleInput;
  input: SolverInput;
}

/**
 * The facts of each month asked for, read once per month (a list checks many trades or open
 * shifts of few months): the rules as the candidates route assembles them, from the read models.
 */
export function monthFactsReader(
  store: ReadStore,
  organizationId: string,
  now: Date,
): (year: number, month: number) => Promise<MonthFacts> {
  const months = new Map<string, Promise<MonthFacts>>();
  return (year, month) => {
    const key = `${year}-${month}`;
    let facts = months.get(key);
    if (!facts) {
      facts = Promise.all([
        calendarOf(store, organizationId, year, month, 'published'),
        solverInputOf(store, organizationId, year, month, now),
      ]).then(([published, { input }]) => ({ published, rules: ruleInputOf(input), input }));
      months.set(key, facts);
    }
    return facts;
  };
}

/** The facts of a rule check as the read models give them: the month's, narrowed to the member. */
export const readModelRuleFacts = (store: ReadStore): RuleFactsSource => ({
  memberFacts: async (organizationId, year, month, memberId, now) =>
    memberFactsOf(ruleInputOf((await solverInputOf(store, organizationId, year, month, new Date(now))).input), memberId, { year, month }),
});
