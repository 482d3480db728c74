// Personal calendar feeds (iCalendar) and the month's CSV export: docs/api/calendar-feeds-and-export.md.
import { z } from 'zod';

/** GET …/export.csv?version: the draft admins work on, or the published version (the default). */
export const scheduleExportQuery = z.object({
  version: z.enum(['draft', 'published'], { error: 'must be "draft" or "published"' }).default('published'),
});

/** One row per member who has a feed, id `{organizationId}:{memberId}`; found by `token_hash` too. */
export const CALENDAR_FEEDS_TABLE = 'calendar_feeds';

export interface CalendarFeedRecord {
  id: string;
  organization_id: string;
  member_id: string;
  feed_id: string;
  /** SHA-256 (hex) of the URL's secret: the read model never holds the secret itself. */
  token_hash: string;
  issued_at: string;
  [key: string]: unknown;
}

export const calendarFeedRecordId = (organizationId: string, memberId: string) => `${organizationId}:${memberId}`;

/** GET/POST …/my-calendar-feed. */
export interface CalendarFeedAnswer {
  url: string;
}

export const CALENDAR_FEED_TEXT = {
  none: 'You have no calendar feed: create one first',
  notFound: 'Calendar feed not found',
  exists: 'This calendar feed already exists',
} as const;
