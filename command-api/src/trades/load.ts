import {
  evolveMonthWithTrades,
  initialMonthWithTrades,
  scheduleStream,
  type MonthWithTrades,
  type MonthStreamEvent,
} from '@rostra/contracts';
import { fold } from '@rostra/platform';
import type { CommandApiDeps } from '../deps.ts';
import { loadMembership, schedulableMemberIds } from '../membership/facts.ts';

// What a trade step reads from the log besides its own decision (which execute folds again).

/** The month's schedule and trades, as its stream holds them. */
export async function loadMonth(
  deps: CommandApiDeps,
  ref: { organizationId: string; year: number; month: number },
): Promise<MonthWithTrades> {
  const recorded = await deps.events.readStream(scheduleStream(ref.organizationId, ref.year, ref.month));
  return fold(
    { initialState: initialMonthWithTrades, evolve: evolveMonthWithTrades },
    recorded.map((event) => ({ type: event.type, data: event.data }) as MonthStreamEvent),
  );
}

/** The members who may be scheduled now (a trade's colleague must be one). */
export async function schedulableIds(deps: CommandApiDeps, organizationId: string, now: string): Promise<string[]> {
  return schedulableMemberIds(await loadMembership(deps, organizationId), now);
}
