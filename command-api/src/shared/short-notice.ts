import {
  shortNoticeOf,
  todayIn,
  type MonthStreamEvent,
  type NoticeFacts,
  type OrganizationEvent,
  type ScheduleState,
  type ShortNoticeChangesRecorded,
} from '@rostra/contracts';
import { fold, type Decider } from '@rostra/platform';
import type { CommandApiDeps } from '../deps.ts';
import { evolveOrganization, initialOrganizationState, organizationStream } from './organization.ts';

/** The organization's day (in its time zone) and its `notice_days`, as the log has them now. */
export async function noticeFacts(deps: Pick<CommandApiDeps, 'events'>, organizationId: string, now: string): Promise<NoticeFacts> {
  const recorded = await deps.events.readStream(organizationStream(organizationId));
  const state = fold(
    { initialState: initialOrganizationState, evolve: evolveOrganization },
    recorded.map((event) => ({ type: event.type, data: event.data }) as OrganizationEvent),
  );
  return { today: todayIn(state.profile?.time_zone ?? 'UTC', new Date(now)), noticeDays: state.settings.notice_days };
}

/**
 * A decider of the month's stream whose changes to published shifts within the notice are
 * recorded as such, in the same append (ShortNoticeChangesRecorded after them). A command
 * without `notice` is decided as before.
 */
export function withShortNotice<Command, State, Event extends MonthStreamEvent>(
  decider: Decider<Command, State, Event>,
  scheduleOf: (state: State) => ScheduleState,
): Decider<Command & { notice?: NoticeFacts }, State, Event | ShortNoticeChangesRecorded> {
  return {
    initialState: decider.initialState,
    evolve: (state, event) => (event.type === 'ShortNoticeChangesRecorded' ? state : decider.evolve(state, event as Event)),
    decide(command, state) {
      const decided = decider.decide(command, state);
      const flagged = command.notice ? shortNoticeOf(decided, scheduleOf(state), command.notice) : null;
      return flagged ? [...decided, flagged] : decided;
    },
  };
}
