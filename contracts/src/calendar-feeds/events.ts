// Events of `calendar-feed-{organizationId}-{memberId}`: a member's personal iCalendar feed.
// The URL's secret is never recorded: it is derived from `feedId` with the server's key (see
// platform/src/auth/calendar-feed-token.ts), and only its hash is kept, to find the feed by it.

/** A new feed URL; when the member had one, a CalendarFeedRevoked of it comes first in the same append. */
export interface CalendarFeedIssued {
  type: 'CalendarFeedIssued';
  data: { organizationId: string; memberId: string; feedId: string; tokenHash: string; issuedAt: string };
}

/** The feed's URL stops answering. */
export interface CalendarFeedRevoked {
  type: 'CalendarFeedRevoked';
  data: { organizationId: string; memberId: string; feedId: string; revokedAt: string };
}

export type CalendarFeedEvent = CalendarFeedIssued | CalendarFeedRevoked;

export const CALENDAR_FEED_EVENT_VERSIONS = {
  CalendarFeedIssued: 1,
  CalendarFeedRevoked: 1,
} as const satisfies Record<CalendarFeedEvent['type'], number>;

export const calendarFeedStream = (organizationId: string, memberId: string) => `calendar-feed-${organizationId}-${memberId}`;
