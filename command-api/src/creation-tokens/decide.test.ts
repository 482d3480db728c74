import type { CreationTokenEvent } from '@rostra/contracts';
import { fold } from '@rostra/platform';
import { given } from '@rostra/platform/decider/spec';
import { describe, expect, it } from 'vitest';
import { creationTokenDecider, redemption } from './decide.ts';

const issuedData = {
  tokenId: 't1',
  token: 'secret-token-text',
  requestedByEmail: 'ada@example.com',
  intendedOrganizationName: 'Ward 4',
  notes: null,
  issuedAt: '2026-11-01T00:00:00.000Z',
  expiresAt: '2026-11-15T00:00:00.000Z',
};
const issued: CreationTokenEvent = { type: 'CreationTokenIssued', data: issuedData };
const used: CreationTokenEvent = {
  type: 'CreationTokenUsed',
  data: { tokenId: 't1', organizationId: '7', userId: 'u1', usedAt: '2026-11-02T00:00:00.000Z' },
};
const cancelled: CreationTokenEvent = { type: 'CreationTokenCancelled', data: { tokenId: 't1', cancelledAt: '2026-11-02T00:00:00.000Z' } };
const before = '2026-11-03T00:00:00.000Z';
const after = '2026-11-15T00:00:00.000Z';
const redeem = (now = before, userId = 'u1', organizationId = '7') => ({ type: 'Redeem', organizationId, userId, now }) as const;

describe('issuing a creation token', () => {
  it('records the token with its expiry', () => {
    given(creationTokenDecider)
      .when({ type: 'Issue', ...issuedData })
      .then([issued]);
  });

  it('happens once per token', () => {
    given(creationTokenDecider, [issued])
      .when({ type: 'Issue', ...issuedData })
      .thenFails('conflict', 'This creation token already exists');
  });
});

describe('cancelling a creation token', () => {
  it('cancels an active token', () => {
    given(creationTokenDecider, [issued])
      .when({ type: 'Cancel', now: before })
      .then([{ type: 'CreationTokenCancelled', data: { tokenId: 't1', cancelledAt: before } }]);
  });

  it('refuses a token that is not active, saying why', () => {
    given(creationTokenDecider, [issued, used])
      .when({ type: 'Cancel', now: before })
      .thenFails('conflict', 'Only active tokens can be cancelled: this token has already been used');
    given(creationTokenDecider, [issued, cancelled])
      .when({ type: 'Cancel', now: before })
      .thenFails('conflict', 'Only active tokens can be cancelled: this token has already been cancelled');
    given(creationTokenDecider, [issued])
      .when({ type: 'Cancel', now: after })
      .thenFails('conflict', 'Only active tokens can be cancelled: this token has expired');
  });

  it('refuses a token that was never issued', () => {
    given(creationTokenDecider).when({ type: 'Cancel', now: before }).thenFails('not_found', 'Creation token not found');
  });
});

describe('redeeming a creation token', () => {
  it('marks an active token used for the new organization', () => {
    given(creationTokenDecider, [issued])
      .when(redeem())
      .then([{ type: 'CreationTokenUsed', data: { tokenId: 't1', organizationId: '7', userId: 'u1', usedAt: before } }]);
  });

  it('refuses unknown, used, cancelled and expired tokens with the texts the web matches on', () => {
    given(creationTokenDecider)
      .when(redeem())
      .thenFails('not_found', /token not found/);
    given(creationTokenDecider, [issued, used])
      .when(redeem(before, 'u2', '8'))
      .thenFails('conflict', /already been used/);
    given(creationTokenDecider, [issued, cancelled])
      .when(redeem())
      .thenFails('conflict', /has been cancelled/);
    given(creationTokenDecider, [issued])
      .when(redeem(after))
      .thenFails('conflict', /token has expired/);
    const lastMoment = '2026-11-14T23:59:59.999Z';
    given(creationTokenDecider, [issued])
      .when(redeem(lastMoment))
      .then([{ type: 'CreationTokenUsed', data: { tokenId: 't1', organizationId: '7', userId: 'u1', usedAt: lastMoment } }]);
  });

  it('lets its redeemer resume an interrupted creation of the same organization, and nothing else', () => {
    given(creationTokenDecider, [issued, used]).when(redeem(after)).then([]);
    given(creationTokenDecider, [issued, used])
      .when(redeem(before, 'u1', '9'))
      .thenFails('conflict', /already been used/);
    expect(redemption(fold(creationTokenDecider, [issued, used]), 'u1', after)).toEqual({ resumes: '7' });
    expect(redemption(fold(creationTokenDecider, [issued]), 'u1', before)).toEqual({ resumes: null });
  });
});
