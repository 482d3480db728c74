import { project } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { membersProjection } from './project.ts';

describe('the members read model', () => {
  it('lists a founder as an active admin and employee user', async () => {
    const { table } = await project(membersProjection, [
      {
        type: 'MemberJoined',
        data: {
          organizationId: '1', memberId: 'm1', userId: 'u1', email: 'ada@example.com', name: 'Ada', is_admin: true, is_employee: true,
          first_name: null, middle_name: null, last_name: null, preferred_name: null, via: 'founder',
        },
        metadata: { occurredAt: '2026-11-03T08:00:00.000Z' },
      },
    ]);
    expect(await table('members')).toEqual([
      expect.objectContaining({
        id: 'm1', organization_id: '1', user_id: 'u1', member_type: 'user', status: 'active', is_admin: true, is_employee: true,
        email: 'ada@example.com', name: 'Ada', user_created_at: '2026-11-03T08:00:00.000Z', invitation_token: null,
      }),
    ]);
  });
});
