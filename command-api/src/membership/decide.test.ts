import { given } from '@rostra/platform/decider/spec';
import { describe, it } from 'vitest';
import { membershipDecider } from './decide.ts';
import { founded } from './testing/history.ts';

describe('founding an organization', () => {
  it('makes its creator an admin and employee', () => {
    given(membershipDecider)
      .when({ type: 'Found', organizationId: '1', memberId: 'm1', userId: 'u1', email: 'ada@example.com', name: null })
      .then([founded]);
  });

  it('happens once', () => {
    given(membershipDecider, [founded])
      .when({ type: 'Found', organizationId: '1', memberId: 'm2', userId: 'u2', email: 'bo@example.com', name: null })
      .thenFails('conflict', 'This organization already has members');
  });
});
