import type { CalendarFeedEvent } from '@rostra/contracts';

/** A member's calendar feed: the id of the one whose URL answers, if any. */
export interface CalendarFeedState {
  activeFeedId: string | null;
}

export const initialCalendarFeedState: CalendarFeedState = { activeFeedId: null };

export function evolveCalendarFeed(state: CalendarFeedState, event: CalendarFeedEvent): CalendarFeedState {
  switch (event.type) {
    case 'CalendarFeedIssued':
      return { activeFeedId: event.data.feedId };
    case 'CalendarFeedRevoked':
      return state.activeFeedId === event.data.feedId ? { activeFeedId: null } : state;
  }
}
