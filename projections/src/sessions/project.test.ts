import { project } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { sessionsProjection } from './project.ts';

const started = (sessionId: string, userId = 'u1', occurredAt = '2026-11-02T10:00:00.000Z') => ({
  type: 'SessionStarted',
  data: {
    userId,
    sessionId,
    refreshTokenHash: `h-${sessionId}`,
    expiresAt: '2026-12-02T10:00:00.000Z',
    userAgent: 'Mozilla/5.0 Firefox/133.0',
  },
  metadata: { occurredAt },
});

describe('the sessions read model', () => {
  it('lists a session with its device, start and expiry, never its token hash', async () => {
    const { table } = await project(sessionsProjection, [started('s1')]);
    expect(await table('sessions')).toEqual([
      {
        id: 's1',
        user_id: 'u1',
        user_agent: 'Mozilla/5.0 Firefox/133.0',
        created_at: '2026-11-02T10:00:00.000Z',
        last_used_at: '2026-11-02T10:00:00.000Z',
        expires_at: '2026-12-02T10:00:00.000Z',
        revoked: false,
      },
    ]);
  });

  it('takes the last refresh as the last use, and the new expiry', async () => {
    const { table } = await project(sessionsProjection, [
      started('s1'),
      {
        type: 'SessionRefreshed',
        data: { userId: 'u1', sessionId: 's1', refreshTokenHash: 'h2', expiresAt: '2026-12-03T11:00:00.000Z' },
        metadata: { occurredAt: '2026-11-03T11:00:00.000Z' },
      },
    ]);
    expect(await table('sessions')).toMatchObject([
      {
        id: 's1',
        created_at: '2026-11-02T10:00:00.000Z',
        last_used_at: '2026-11-03T11:00:00.000Z',
        expires_at: '2026-12-03T11:00:00.000Z',
      },
    ]);
  });

  it('marks one session ended on its revocation, and keeps it so requests can tell', async () => {
    const { table } = await project(sessionsProjection, [
      started('s1'),
      started('s2'),
      { type: 'SessionRevoked', data: { userId: 'u1', sessionId: 's1', reason: 'signed_out' } },
    ]);
    expect((await table('sessions')).map(({ id, revoked }) => ({ id, revoked }))).toEqual([
      { id: 's1', revoked: true },
      { id: 's2', revoked: false },
    ]);
  });

  it("ends every session of the user on a global sign-out, and no one else's", async () => {
    const { table } = await project(sessionsProjection, [
      started('s1'),
      started('s2'),
      started('s3', 'u2'),
      { type: 'SignedOutEverywhere', data: { userId: 'u1' } },
    ]);
    expect((await table('sessions')).map(({ id, revoked }) => ({ id, revoked }))).toEqual([
      { id: 's1', revoked: true },
      { id: 's2', revoked: true },
      { id: 's3', revoked: false },
    ]);
  });
});
