import { logRuleFacts } from '@rostra/command-api/schedules/facts';
import type { RuleInput } from '@rostra/contracts';
import { openMemoryEventStore, openMemoryReadStore, ProjectionRunner, waitForPosition } from '@rostra/platform';
import { allProjections } from '@rostra/projections';
import { history, writeHistory, type HistoryOptions } from '@rostra/projections/testing/history';
import { readModelRuleFacts } from '@rostra/query-api/shared/month-rule-facts';
import { describe, expect, it } from 'vitest';

// The facts a rule check needs (contracts/src/rules/facts.ts) have two sources: the log, read by
// the command side, and the read models, read by the query side. Given one history, they agree.

/** Three organizations over four months (February to May 2024): members come and go, take vacations, are scheduled. */
const HISTORY: HistoryOptions = { organizations: 3, members: 12, months: 4, seed: 16 };
const MONTHS = [
  { year: 2024, month: 4 },
  { year: 2024, month: 5 },
];
/** After the history's last event. */
const NOW = '2024-08-01T00:00:00.000Z';

/** The members the history ever names, by organization; a deleted organization's are asked nothing (its read models are gone). */
function membersOf(options: HistoryOptions): Map<string, Set<string>> {
  const members = new Map<string, Set<string>>();
  const deleted = new Set<string>();
  for (const { events } of history(options))
    for (const { type, data } of events) {
      const { organizationId, memberId } = data as { organizationId?: string; memberId?: string };
      if (type === 'OrganizationDeleted' && organizationId) deleted.add(organizationId);
      if (organizationId && memberId) members.set(organizationId, (members.get(organizationId) ?? new Set()).add(memberId));
    }
  for (const organizationId of deleted) members.delete(organizationId);
  return members;
}

describe('the facts of a rule check', () => {
  it('are the same from the log and from the read models, for every member and month of one history', { timeout: 120_000 }, async () => {
    const events = openMemoryEventStore();
    const store = openMemoryReadStore();
    await writeHistory(events, HISTORY);
    const runner = new ProjectionRunner(events, store, allProjections, { operations: false, batchSize: 500 });
    await runner.start();
    expect(await waitForPosition(store, allProjections, (await events.headPosition())!, { timeoutMs: 100_000, pollMs: 50 })).toBe(true);
    await runner.stop();

    const [log, readModels] = [logRuleFacts({ events }), readModelRuleFacts(store)];
    const compared: { fromLog: RuleInput | null; fromReadModels: RuleInput | null }[] = [];
    for (const [organizationId, members] of membersOf(HISTORY))
      for (const { year, month } of MONTHS)
        for (const memberId of members)
          compared.push({
            fromLog: await log.memberFacts(organizationId, year, month, memberId, NOW),
            fromReadModels: await readModels.memberFacts(organizationId, year, month, memberId, NOW),
          });

    // The history gives both something to agree on: schedulable members with vacations, apart partners and last month's shifts.
    const facts = compared.flatMap(({ fromLog }) => (fromLog ? [fromLog] : []));
    expect(facts.some((each) => each.members[0]!.vacations.length > 0)).toBe(true);
    expect(facts.some((each) => each.members.length > 1)).toBe(true);
    expect(facts.some((each) => each.history.length > 0)).toBe(true);
    expect(compared.some(({ fromLog }) => fromLog === null)).toBe(true);
    for (const { fromLog, fromReadModels } of compared) expect(fromReadModels).toEqual(fromLog);
  });
});
