import type { MembershipEvent } from '@rostra/contracts';
import { given } from '@rostra/platform/decider/spec';
import { describe, it } from 'vitest';
import { membershipDecider } from './decide.ts';

const founder: MembershipEvent = {
  type: 'MemberJoined',
  data: {
    organizationId: '1',
    memberId: 'm1',
    userId: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    is_admin: true,
    is_employee: true,
    first_name: null,
    middle_name: null,
    last_name: null,
    preferred_name: null,
    via: 'founder',
  },
};

describe('founding an organization', () => {
  it('makes its creator an admin and employee', () => {
    given(membershipDecider)
      .when({ type: 'Found', organizationId: '1', memberId: 'm1', userId: 'u1', email: 'ada@example.com', name: 'Ada' })
      .then([founder]);
  });

  it('happens once', () => {
    given(membershipDecider, [founder])
      .when({ type: 'Found', organizationId: '1', memberId: 'm2', userId: 'u2', email: 'bo@example.com', name: null })
      .thenFails('conflict', 'This organization already has members');
  });
});
