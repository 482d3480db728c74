import { memberData, TEXT } from '@rostra/contracts';
import { given } from '@rostra/platform/decider/spec';
import { describe, expect, it } from 'vitest';
import { membershipDecider } from '../membership/facts.ts';
import { MEMBERSHIP_TEXT } from '../shared/membership-rules.ts';
import { ADMIN, BOTH, EMPLOYEE, founded, invited, joined, LATER, NO_NAME, NOW } from '../membership/testing/history.ts';

const invite = {
  type: 'Invite',
  actorUserId: 'u1',
  invitationId: 'i1',
  email: 'bo@example.com',
  invited_name: 'Bo',
  ...EMPLOYEE,
  ...NO_NAME,
  first_name: 'Bo',
  last_name: 'Berg',
  token: 'token-of-i1-0000',
  expiresInDays: 7,
  now: NOW,
  maxEmployees: null,
} as const;

describe('inviting someone', () => {
  it('records the invitation with its token, expiry and inviter', () => {
    given(membershipDecider, [founded])
      .when(invite)
      .then([invited('i1', 'bo@example.com', { invited_name: 'Bo', first_name: 'Bo', last_name: 'Berg' })]);
  });

  it('never expires when no number of days is given', () => {
    given(membershipDecider, [founded])
      .when({ ...invite, expiresInDays: null })
      .then([
        invited('i1', 'bo@example.com', { invited_name: 'Bo', first_name: 'Bo', last_name: 'Berg', expiresInDays: null, expiresAt: null }),
      ]);
  });

  it('needs at least one role', () => {
    given(membershipDecider, [founded])
      .when({ ...invite, is_employee: false })
      .thenFails('validation', TEXT.atLeastOneRole);
  });

  it('is for admins only, as the stream knows them', () => {
    given(membershipDecider, [founded, joined('m2', 'u2', 'cy@example.com', EMPLOYEE)])
      .when({ ...invite, actorUserId: 'u2' })
      .thenFails('forbidden', MEMBERSHIP_TEXT.adminOnly);
  });

  it('needs the organization to exist', () => {
    given(membershipDecider).when(invite).thenFails('not_found', TEXT.organizationNotFound);
  });

  it('refuses an existing member', () => {
    given(membershipDecider, [founded])
      .when({ ...invite, email: 'ada@example.com' })
      .thenFails('conflict', 'ada@example.com is already a member of this organization');
  });

  it('refuses a second invitation to the same address, pending or expired', () => {
    given(membershipDecider, [founded, invited('i0', 'bo@example.com')])
      .when(invite)
      .thenFails('conflict', 'bo@example.com already has a pending invitation; resend or cancel it instead');
    given(membershipDecider, [founded, invited('i0', 'bo@example.com')])
      .when({ ...invite, now: LATER })
      .thenFails('conflict', 'bo@example.com has an expired invitation; resend or cancel it instead');
  });

  it('invites again once the earlier invitation was cancelled', () => {
    const cancelled = { type: 'InvitationCancelled', data: { organizationId: '1', invitationId: 'i0', email: 'bo@example.com' } } as const;
    given(membershipDecider, [founded, invited('i0', 'bo@example.com'), cancelled])
      .when(invite)
      .then([invited('i1', 'bo@example.com', { invited_name: 'Bo', first_name: 'Bo', last_name: 'Berg' })]);
  });

  it('keeps max_employees, counting active members and open invitations but not expired ones', () => {
    const full = [founded, invited('i0', 'cy@example.com')];
    given(membershipDecider, full)
      .when({ ...invite, maxEmployees: 2 })
      .thenFails('conflict', MEMBERSHIP_TEXT.limitReached(2));
    expect(
      given(membershipDecider, full)
        .when({ ...invite, maxEmployees: 3 })
        .events(),
    ).toHaveLength(1);
    expect(
      given(membershipDecider, full)
        .when({ ...invite, maxEmployees: 2, now: LATER })
        .events(),
    ).toHaveLength(1);
  });
});

describe('resending an invitation', () => {
  const resend = {
    type: 'ResendInvitation',
    actorUserId: 'u1',
    invitationId: 'i1',
    token: 'token-new-of-i1-00',
    now: LATER,
    maxEmployees: null,
  } as const;

  it('issues a new token and starts the same number of days again', () => {
    given(membershipDecider, [founded, invited('i1', 'bo@example.com')])
      .when(resend)
      .then([
        {
          type: 'InvitationResent',
          data: {
            organizationId: '1',
            invitationId: 'i1',
            email: 'bo@example.com',
            token: 'token-new-of-i1-00',
            expiresAt: '2026-12-29T10:00:00.000Z',
          },
        },
      ]);
  });

  it('may set a new number of days, or none', () => {
    given(membershipDecider, [founded, invited('i1', 'bo@example.com')])
      .when({ ...resend, expiresInDays: null })
      .then([
        {
          type: 'InvitationResent',
          data: { organizationId: '1', invitationId: 'i1', email: 'bo@example.com', token: 'token-new-of-i1-00', expiresAt: null },
        },
      ]);
  });

  it('takes a place again for an expired invitation, within max_employees', () => {
    given(membershipDecider, [founded, invited('i1', 'bo@example.com')])
      .when({ ...resend, maxEmployees: 1 })
      .thenFails('conflict', MEMBERSHIP_TEXT.limitReached(1));
    expect(
      given(membershipDecider, [founded, invited('i1', 'bo@example.com')])
        .when({ ...resend, now: NOW, maxEmployees: 2 })
        .events(),
    ).toHaveLength(1);
  });

  it('refuses accepted, cancelled and unknown invitations', () => {
    given(membershipDecider, [founded, invited('i1', 'bo@example.com'), ...accepted('i1', 'u2')])
      .when(resend)
      .thenFails('conflict', MEMBERSHIP_TEXT.invitationAccepted);
    given(membershipDecider, [founded, invited('i1', 'bo@example.com'), cancelled('i1')])
      .when(resend)
      .thenFails('conflict', MEMBERSHIP_TEXT.invitationCancelled);
    given(membershipDecider, [founded]).when(resend).thenFails('not_found', MEMBERSHIP_TEXT.invitationNotFound);
  });
});

describe('cancelling an invitation', () => {
  const cancel = { type: 'CancelInvitation', actorUserId: 'u1', invitationId: 'i1' } as const;

  it('records the cancellation', () => {
    given(membershipDecider, [founded, invited('i1', 'bo@example.com')])
      .when(cancel)
      .then([cancelled('i1')]);
  });

  it('happens once, and never after acceptance', () => {
    given(membershipDecider, [founded, invited('i1', 'bo@example.com'), cancelled('i1')])
      .when(cancel)
      .thenFails('conflict', MEMBERSHIP_TEXT.invitationCancelled);
    given(membershipDecider, [founded, invited('i1', 'bo@example.com'), ...accepted('i1', 'u2')])
      .when(cancel)
      .thenFails('conflict', MEMBERSHIP_TEXT.invitationAccepted);
  });

  it('is for admins only', () => {
    given(membershipDecider, [founded, joined('m2', 'u2', 'cy@example.com'), invited('i1', 'bo@example.com')])
      .when({ ...cancel, actorUserId: 'u2' })
      .thenFails('forbidden', MEMBERSHIP_TEXT.adminOnly);
  });
});

describe('changing the roles of an invitation', () => {
  const change = { type: 'ChangeInvitationRoles', actorUserId: 'u1', invitationId: 'i1', roles: BOTH } as const;

  it('records before and after', () => {
    given(membershipDecider, [founded, invited('i1', 'bo@example.com')])
      .when(change)
      .then([
        {
          type: 'InvitationRolesChanged',
          data: { organizationId: '1', invitationId: 'i1', email: 'bo@example.com', before: memberData(EMPLOYEE), after: memberData(BOTH) },
        },
      ]);
  });

  it('records nothing when nothing changes, and needs a role', () => {
    given(membershipDecider, [founded, invited('i1', 'bo@example.com')])
      .when({ ...change, roles: EMPLOYEE })
      .then([]);
    given(membershipDecider, [founded, invited('i1', 'bo@example.com')])
      .when({ ...change, roles: { is_admin: false, is_employee: false } })
      .thenFails('validation', TEXT.atLeastOneRole);
  });

  it('refuses an accepted invitation', () => {
    given(membershipDecider, [founded, invited('i1', 'bo@example.com'), ...accepted('i1', 'u2')])
      .when(change)
      .thenFails('conflict', MEMBERSHIP_TEXT.invitationAccepted);
  });
});

describe('accepting an invitation', () => {
  const accept = {
    type: 'AcceptInvitation',
    invitationId: 'i1',
    token: 'token-of-i1-0000',
    userId: 'u2',
    email: 'bo@example.com',
    name: 'Bo B.',
    now: NOW,
  } as const;

  it('makes the user a member with the invited roles and name, under the invitation id', () => {
    given(membershipDecider, [founded, invited('i1', 'bo@example.com', { ...ADMIN, first_name: 'Bo' })])
      .when(accept)
      .then([
        { type: 'InvitationAccepted', data: { organizationId: '1', invitationId: 'i1', email: 'bo@example.com', userId: 'u2' } },
        joined('i1', 'u2', 'bo@example.com', ADMIN, { name: 'Bo B.', first_name: 'Bo' }),
      ]);
  });

  it('answers each state of the token with the text the web matches on', () => {
    const history = [founded, invited('i1', 'bo@example.com')];
    given(membershipDecider, history)
      .when({ ...accept, token: 'some-other-token-0' })
      .thenFails('not_found', TEXT.invitationTokenNotFound);
    given(membershipDecider, [founded]).when(accept).thenFails('not_found', TEXT.invitationTokenNotFound);
    given(membershipDecider, history)
      .when({ ...accept, now: LATER })
      .thenFails('conflict', TEXT.invitationTokenExpired);
    given(membershipDecider, [...history, cancelled('i1')])
      .when(accept)
      .thenFails('conflict', TEXT.invitationTokenCancelled);
    given(membershipDecider, [...history, ...accepted('i1', 'u2')])
      .when(accept)
      .thenFails('conflict', TEXT.invitationTokenUsed);
  });

  it('accepts once per token, whoever tries second', () => {
    given(membershipDecider, [founded, invited('i1', 'bo@example.com'), ...accepted('i1', 'u2')])
      .when({ ...accept, userId: 'u3' })
      .thenFails('conflict', TEXT.invitationTokenUsed);
  });

  it('stops the old token working once resent', () => {
    const resent = {
      type: 'InvitationResent',
      data: { organizationId: '1', invitationId: 'i1', email: 'bo@example.com', token: 'token-new-of-i1-00', expiresAt: null },
    } as const;
    given(membershipDecider, [founded, invited('i1', 'bo@example.com'), resent])
      .when(accept)
      .thenFails('not_found', TEXT.invitationTokenNotFound);
    expect(
      given(membershipDecider, [founded, invited('i1', 'bo@example.com'), resent])
        .when({ ...accept, token: 'token-new-of-i1-00', now: LATER })
        .events()
        .map((e) => e.type),
    ).toEqual(['InvitationAccepted', 'MemberJoined']);
  });

  it('is only for the invited address, and not for existing members', () => {
    given(membershipDecider, [founded, invited('i1', 'bo@example.com')])
      .when({ ...accept, email: 'eve@example.com' })
      .thenFails('forbidden', MEMBERSHIP_TEXT.differentEmail);
    given(membershipDecider, [founded, invited('i1', 'bo@example.com')])
      .when({ ...accept, userId: 'u1', email: 'bo@example.com' })
      .thenFails('conflict', MEMBERSHIP_TEXT.youAreAlreadyMember);
  });
});

function cancelled(invitationId: string) {
  return { type: 'InvitationCancelled', data: { organizationId: '1', invitationId, email: 'bo@example.com' } } as const;
}

function accepted(invitationId: string, userId: string) {
  return [
    { type: 'InvitationAccepted', data: { organizationId: '1', invitationId, email: 'bo@example.com', userId } } as const,
    joined(invitationId, userId, 'bo@example.com'),
  ];
}
