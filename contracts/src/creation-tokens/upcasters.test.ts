import { describe, it } from 'vitest';
import { expectUpcast } from '../testing/upcast.ts';

describe('creation token events of version 1', () => {
  it('CreationTokenIssued reads who asked and for which organization in camelCase', () => {
    const token = {
      tokenId: 't1',
      token: 'secret',
      notes: 'First ward',
      issuedAt: '2026-11-02T08:00:00.000Z',
      expiresAt: '2026-11-09T08:00:00.000Z',
    };
    expectUpcast('CreationTokenIssued', 1, { ...token, requested_by_email: 'boss@example.com', intended_organization_name: 'Ward 1' }, 2, {
      ...token,
      requestedByEmail: 'boss@example.com',
      intendedOrganizationName: 'Ward 1',
    });
  });
});
