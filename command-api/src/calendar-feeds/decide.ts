import { CALENDAR_FEED_TEXT, type CalendarFeedEvent } from '@rostra/contracts';
import { conflict, notFound, type Decider } from '@rostra/platform';
import { evolveCalendarFeed, initialCalendarFeedState, type CalendarFeedState } from './feed.ts';

interface Subject {
  organizationId: string;
  memberId: string;
  now: string;
}

/** Issue: a new URL (revoking the current one, if any). Revoke: no URL answers any more. */
export type CalendarFeedCommand = (Subject & { type: 'Issue'; feedId: string; tokenHash: string }) | (Subject & { type: 'Revoke' });

export const calendarFeedDecider: Decider<CalendarFeedCommand, CalendarFeedState, CalendarFeedEvent> = {
  initialState: initialCalendarFeedState,
  evolve: evolveCalendarFeed,
  decide(command, state) {
    const { organizationId, memberId, now } = command;
    const revoked: CalendarFeedEvent[] = state.activeFeedId
      ? [{ type: 'CalendarFeedRevoked', data: { organizationId, memberId, feedId: state.activeFeedId, revokedAt: now } }]
      : [];
    switch (command.type) {
      case 'Issue':
        // A feed id is random and new for each command: the same one twice is a bug upstream.
        if (state.activeFeedId === command.feedId) throw conflict(CALENDAR_FEED_TEXT.exists);
        return [
          ...revoked,
          {
            type: 'CalendarFeedIssued',
            data: { organizationId, memberId, feedId: command.feedId, tokenHash: command.tokenHash, issuedAt: now },
          },
        ];
      case 'Revoke':
        if (!state.activeFeedId) throw notFound(CALENDAR_FEED_TEXT.none);
        return revoked;
    }
  },
};
