import { fold } from '@rostra/platform';
import { describe, expect, it } from 'vitest';
import { membershipDecider } from './decide.ts';
import { ADMIN, founded, invited, joined, NOW } from './testing/history.ts';
import { schedulableMemberIds } from './schedulable.ts';

describe('schedulable members (docs/product/states.md)', () => {
  it('are the employees among active members and among pending, unexpired invitations', () => {
    const state = fold(membershipDecider, [
      founded,
      joined('m2', 'u2', 'bo@example.com'),
      joined('m3', 'u3', 'cy@example.com', ADMIN),
      joined('m4', 'u4', 'di@example.com'),
      {
        type: 'MemberRemoved',
        data: { organizationId: '1', memberId: 'm4', userId: 'u4', email: 'di@example.com', isAdmin: false, isEmployee: true },
      },
      invited('i1', 'ed@example.com'),
      invited('i2', 'fa@example.com', { is_admin: true, is_employee: false }),
      invited('i3', 'gu@example.com', { expiresAt: '2026-11-22T09:00:00.000Z' }),
      invited('i4', 'ha@example.com', { expiresAt: null }),
      { type: 'InvitationCancelled', data: { organizationId: '1', invitationId: 'i4', email: 'ha@example.com' } },
    ]);
    expect(schedulableMemberIds(state, NOW).sort()).toEqual(['i1', 'm1', 'm2']);
  });
});
