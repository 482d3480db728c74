import { project } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { creationTokensProjection } from './project.ts';

const issued = (tokenId: string, issuedAt: string) => ({
  type: 'CreationTokenIssued',
  data: {
    tokenId,
    token: `token-${tokenId}`,
    requestedByEmail: 'ada@example.com',
    intendedOrganizationName: 'Ward 4',
    notes: 'pilot',
    issuedAt,
    expiresAt: '2026-11-15T00:00:00.000Z',
  },
});

describe('the creation tokens read model', () => {
  it('lists an issued token as active, with its text for super admins to copy', async () => {
    const { table } = await project(creationTokensProjection, [issued('t1', '2026-11-01T00:00:00.000Z')]);
    expect(await table('creation_tokens')).toEqual([
      {
        id: 't1',
        token: 'token-t1',
        status: 'active',
        requested_by_email: 'ada@example.com',
        intended_organization_name: 'Ward 4',
        notes: 'pilot',
        created_at: '2026-11-01T00:00:00.000Z',
        expires_at: '2026-11-15T00:00:00.000Z',
        used_at: null,
        used_by: null,
        organization_id: null,
        cancelled_at: null,
      },
    ]);
  });

  it('records who used a token for which organization, and cancellations', async () => {
    const { table } = await project(creationTokensProjection, [
      issued('t1', '2026-11-01T00:00:00.000Z'),
      issued('t2', '2026-11-02T00:00:00.000Z'),
      { type: 'CreationTokenUsed', data: { tokenId: 't1', organizationId: '7', userId: 'u1', usedAt: '2026-11-03T00:00:00.000Z' } },
      { type: 'CreationTokenCancelled', data: { tokenId: 't2', cancelledAt: '2026-11-04T00:00:00.000Z' } },
    ]);
    expect(await table('creation_tokens')).toEqual([
      expect.objectContaining({ id: 't1', status: 'used', used_at: '2026-11-03T00:00:00.000Z', used_by: 'u1', organization_id: '7' }),
      expect.objectContaining({ id: 't2', status: 'cancelled', cancelled_at: '2026-11-04T00:00:00.000Z' }),
    ]);
  });

  it('lists a token recorded as version 1, with the snake_case names of the API, as the same row', async () => {
    const { requestedByEmail: _email, intendedOrganizationName: _name, ...rest } = issued('t1', '2026-11-01T00:00:00.000Z').data;
    const recorded = {
      type: 'CreationTokenIssued',
      version: 1,
      data: { ...rest, requested_by_email: 'ada@example.com', intended_organization_name: 'Ward 4' },
    };
    const { table } = await project(creationTokensProjection, [recorded]);
    expect(await table('creation_tokens')).toEqual(
      await (await project(creationTokensProjection, [issued('t1', '2026-11-01T00:00:00.000Z')])).table('creation_tokens'),
    );
  });
});
