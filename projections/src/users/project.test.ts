import { project } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { usersProjection } from './project.ts';

const registered = {
  type: 'UserRegistered',
  data: { userId: 'u1', email: 'ada@example.com', name: 'Ada', passwordHash: 'secret-hash' },
  metadata: { occurredAt: '2026-11-02T10:00:00.000Z' },
};

describe('the users read model', () => {
  it('lists a registered user with the time of registration, and never the password hash', async () => {
    const { table } = await project(usersProjection, [registered]);
    expect(await table('users')).toEqual([{ id: 'u1', email: 'ada@example.com', name: 'Ada', created_at: '2026-11-02T10:00:00.000Z' }]);
  });

  it('follows name changes', async () => {
    const { table } = await project(usersProjection, [registered, { type: 'UserNameChanged', data: { userId: 'u1', name: null } }]);
    expect(await table('users')).toMatchObject([{ id: 'u1', name: null }]);
  });

  it('forgets a registration abandoned because the e-mail was taken', async () => {
    const { table } = await project(usersProjection, [registered, { type: 'UserRegistrationAbandoned', data: { userId: 'u1' } }]);
    expect(await table('users')).toEqual([]);
  });
});

describe('the two-factor status of a user', () => {
  const enabled = { type: 'TwoFactorEnabled', data: { userId: 'u1', step: 1, recoveryCodeHashes: ['a', 'b', 'c'] } };

  it('shows whether sign-in asks for a code, and how many recovery codes are left', async () => {
    const used = { type: 'RecoveryCodeUsed', data: { userId: 'u1', codeHash: 'a' } };
    const { table } = await project(usersProjection, [registered, enabled, used]);
    expect(await table('users')).toMatchObject([{ id: 'u1', two_factor_enabled: true, recovery_codes_left: 2 }]);
  });

  it('shows it off again once disabled', async () => {
    const { table } = await project(usersProjection, [registered, enabled, { type: 'TwoFactorDisabled', data: { userId: 'u1' } }]);
    expect(await table('users')).toMatchObject([{ id: 'u1', two_factor_enabled: false, recovery_codes_left: 0 }]);
  });
});
