import type { CalendarFeedEvent } from '@rostra/contracts';
import { given } from '@rostra/platform/decider/spec';
import { describe, it } from 'vitest';
import { calendarFeedDecider } from './decide.ts';

const subject = { organizationId: '7', memberId: 'm1' };
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`;
const issued = (feedId: string, day: number): CalendarFeedEvent => ({
  type: 'CalendarFeedIssued',
  data: { ...subject, feedId, tokenHash: `hash-${feedId}`, issuedAt: at(day) },
});
const revoked = (feedId: string, day: number): CalendarFeedEvent => ({
  type: 'CalendarFeedRevoked',
  data: { ...subject, feedId, revokedAt: at(day) },
});
const issue = (feedId: string, day: number) => ({ type: 'Issue', ...subject, feedId, tokenHash: `hash-${feedId}`, now: at(day) }) as const;
const revoke = (day: number) => ({ type: 'Revoke', ...subject, now: at(day) }) as const;

describe('issuing a calendar feed', () => {
  it('records the first feed of a member with the hash of its secret', () => {
    given(calendarFeedDecider)
      .when(issue('f1', 1))
      .then([issued('f1', 1)]);
  });

  it("replaces a member's feed: the old one is revoked in the same decision", () => {
    given(calendarFeedDecider, [issued('f1', 1)])
      .when(issue('f2', 2))
      .then([revoked('f1', 2), issued('f2', 2)]);
  });

  it('issues anew after a revocation, with nothing left to revoke', () => {
    given(calendarFeedDecider, [issued('f1', 1), revoked('f1', 2)])
      .when(issue('f2', 3))
      .then([issued('f2', 3)]);
  });

  it('refuses the same feed id twice', () => {
    given(calendarFeedDecider, [issued('f1', 1)])
      .when(issue('f1', 2))
      .thenFails('conflict', 'This calendar feed already exists');
  });
});

describe('revoking a calendar feed', () => {
  it("revokes the member's current feed", () => {
    given(calendarFeedDecider, [issued('f1', 1), revoked('f1', 2), issued('f2', 3)])
      .when(revoke(4))
      .then([revoked('f2', 4)]);
  });

  it('refuses when the member has no feed, saying so', () => {
    given(calendarFeedDecider).when(revoke(1)).thenFails('not_found', 'You have no calendar feed: create one first');
    given(calendarFeedDecider, [issued('f1', 1), revoked('f1', 2)])
      .when(revoke(3))
      .thenFails('not_found', 'You have no calendar feed: create one first');
  });
});
