import { describe, expect, it } from 'vitest';
import { upcast } from './upcasting.ts';

describe('creation token events of version 1', () => {
  it('CreationTokenIssued reads who asked and for which organization in camelCase', () => {
    const token = {
      tokenId: 't1',
      token: 'secret',
      notes: 'First ward',
      issuedAt: '2026-11-02T08:00:00.000Z',
      expiresAt: '2026-11-09T08:00:00.000Z',
    };
    expect(
      upcast('CreationTokenIssued', 1, { ...token, requested_by_email: 'boss@example.com', intended_organization_name: 'Ward 1' }),
    ).toEqual({
      version: 2,
      data: { ...token, requestedByEmail: 'boss@example.com', intendedOrganizationName: 'Ward 1' },
    });
  });
});
