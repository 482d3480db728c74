import {
  CALENDAR_FEEDS_TABLE,
  calendarFeedRecordId,
  type CalendarFeedEvent,
  type CalendarFeedRecord,
  type MemberRemoved,
  type OrganizationDeleted,
} from '@rostra/contracts';
import { projectionOf } from '@rostra/platform';
import { deleteOrganizationRows } from '../shared/rows.ts';

/**
 * The feeds that answer: one row per member with a live feed, holding the hash of its secret (the
 * query side looks a presented URL up by it) and its id (to show the URL again). A revoked feed,
 * a removed member's and a deleted organization's are gone, so their URLs answer 404.
 */
export const calendarFeedsProjection = projectionOf<CalendarFeedEvent | MemberRemoved | OrganizationDeleted>({
  name: 'calendar_feeds',
  version: 1,
  tables: [{ name: CALENDAR_FEEDS_TABLE, indexes: [{ fields: ['token_hash'] }, { fields: ['organization_id'] }] }],
  on: {
    CalendarFeedIssued({ data }, tx) {
      tx.put(CALENDAR_FEEDS_TABLE, {
        id: calendarFeedRecordId(data.organizationId, data.memberId),
        organization_id: data.organizationId,
        member_id: data.memberId,
        feed_id: data.feedId,
        token_hash: data.tokenHash,
        issued_at: data.issuedAt,
      } satisfies CalendarFeedRecord);
    },
    async CalendarFeedRevoked({ data }, tx) {
      const id = calendarFeedRecordId(data.organizationId, data.memberId);
      const row = await tx.get<CalendarFeedRecord>(CALENDAR_FEEDS_TABLE, id);
      if (row?.feed_id === data.feedId) tx.delete(CALENDAR_FEEDS_TABLE, id);
    },
    MemberRemoved: ({ data }, tx) => tx.delete(CALENDAR_FEEDS_TABLE, calendarFeedRecordId(data.organizationId, data.memberId)),
    OrganizationDeleted: ({ data }, tx) => deleteOrganizationRows(tx, CALENDAR_FEEDS_TABLE, data.organizationId),
  },
});
