import { project } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { calendarFeedsProjection } from './project.ts';

const issued = (memberId: string, feedId: string, organizationId = '7') => ({
  type: 'CalendarFeedIssued',
  data: { organizationId, memberId, feedId, tokenHash: `hash-${feedId}`, issuedAt: '2026-11-01T08:00:00.000Z' },
});
const revoked = (memberId: string, feedId: string) => ({
  type: 'CalendarFeedRevoked',
  data: { organizationId: '7', memberId, feedId, revokedAt: '2026-11-02T08:00:00.000Z' },
});
const removed = (memberId: string) => ({
  type: 'MemberRemoved',
  data: { organizationId: '7', memberId, userId: `u-${memberId}`, email: 'x@example.com', isAdmin: false, isEmployee: true },
});

describe('the calendar feeds read model', () => {
  it("keeps a member's live feed by its id and the hash of its secret, never the secret", async () => {
    const { table } = await project(calendarFeedsProjection, [issued('m1', 'f1')]);
    expect(await table('calendar_feeds')).toEqual([
      { id: '7:m1', organization_id: '7', member_id: 'm1', feed_id: 'f1', token_hash: 'hash-f1', issued_at: '2026-11-01T08:00:00.000Z' },
    ]);
  });

  it('keeps only the newest feed of a member after a replacement, and none after a revocation', async () => {
    const replaced = await project(calendarFeedsProjection, [issued('m1', 'f1'), revoked('m1', 'f1'), issued('m1', 'f2')]);
    expect((await replaced.table('calendar_feeds')).map((row) => row.feed_id)).toEqual(['f2']);
    const gone = await project(calendarFeedsProjection, [issued('m1', 'f1'), issued('m2', 'f2'), revoked('m1', 'f1')]);
    expect((await gone.table('calendar_feeds')).map((row) => row.member_id)).toEqual(['m2']);
  });

  it('drops the feed of a removed member and every feed of a deleted organization', async () => {
    const { table } = await project(calendarFeedsProjection, [
      issued('m1', 'f1'),
      issued('m2', 'f2'),
      issued('m3', 'f3', '8'),
      removed('m1'),
    ]);
    expect((await table('calendar_feeds')).map((row) => row.id)).toEqual(['7:m2', '8:m3']);
    const deleted = await project(calendarFeedsProjection, [
      issued('m2', 'f2'),
      issued('m3', 'f3', '8'),
      { type: 'OrganizationDeleted', data: { organizationId: '7', name: 'Ward 4' } },
    ]);
    expect((await deleted.table('calendar_feeds')).map((row) => row.id)).toEqual(['8:m3']);
  });
});
