import {
  CALENDAR_FEEDS_TABLE,
  calendarFeedRecordId,
  type CalendarFeedEvent,
  type CalendarFeedRecord,
  type MemberRemoved,
  type OrganizationDeleted,
} from '@rostra/contracts';
import type { Projection, RecordedEvent } from '@rostra/platform';
import { deleteOrganizationRows } from '../shift-types/project.ts';

/**
 * The feeds that answer: one row per member with a live feed, holding the hash of its secret (the
 * query side looks a presented URL up by it) and its id (to show the URL again). A revoked feed,
 * a removed member's and a deleted organization's are gone, so their URLs answer 404.
 */
export const calendarFeedsProjection: Projection = {
  name: 'calendar_feeds',
  version: 1,
  tables: [{ name: CALENDAR_FEEDS_TABLE, indexes: [{ fields: ['token_hash'] }, { fields: ['organization_id'] }] }],
  eventTypes: ['CalendarFeedIssued', 'CalendarFeedRevoked', 'MemberRemoved', 'OrganizationDeleted'],
  async apply(recorded, tx) {
    const event = recorded as RecordedEvent & (CalendarFeedEvent | MemberRemoved | OrganizationDeleted);
    switch (event.type) {
      case 'CalendarFeedIssued': {
        const { organizationId, memberId, feedId, tokenHash, issuedAt } = event.data;
        const row: CalendarFeedRecord = {
          id: calendarFeedRecordId(organizationId, memberId),
          organization_id: organizationId,
          member_id: memberId,
          feed_id: feedId,
          token_hash: tokenHash,
          issued_at: issuedAt,
        };
        tx.put(CALENDAR_FEEDS_TABLE, row);
        return;
      }
      case 'CalendarFeedRevoked': {
        const id = calendarFeedRecordId(event.data.organizationId, event.data.memberId);
        const row = await tx.get<CalendarFeedRecord>(CALENDAR_FEEDS_TABLE, id);
        if (row?.feed_id === event.data.feedId) tx.delete(CALENDAR_FEEDS_TABLE, id);
        return;
      }
      case 'MemberRemoved':
        tx.delete(CALENDAR_FEEDS_TABLE, calendarFeedRecordId(event.data.organizationId, event.data.memberId));
        return;
      case 'OrganizationDeleted':
        return deleteOrganizationRows(tx, CALENDAR_FEEDS_TABLE, event.data.organizationId);
    }
  },
};
