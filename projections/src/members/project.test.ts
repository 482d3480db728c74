import { memberData } from '@rostra/contracts';
import { project, type GivenEvent } from '@rostra/platform/projection/testing/project-spec';
import { boInvited, boJoined, founderJoined, NO_NAME } from '../testing/membership.ts';
import { membershipAsRecordedV1 } from '../testing/recorded-v1.ts';
import { describe, expect, it } from 'vitest';
import { membersProjection } from './project.ts';

const at = (occurredAt: string) => ({ metadata: { occurredAt } });
const founded = founderJoined({}, at('2026-11-03T08:00:00.000Z'));
const invited = boInvited({ first_name: 'Bo' }, at('2026-11-04T09:00:00.000Z'));
const joinedBo = boJoined({ name: 'Bo B.' }, at('2026-11-05T10:00:00.000Z'));
const rows = async (events: GivenEvent[]) => (await project(membersProjection, membershipAsRecordedV1(events))).table('members');

describe('the members read model', () => {
  it('lists a founder as an active admin and employee user', async () => {
    expect(await rows([founded])).toEqual([
      {
        id: 'm1',
        organization_id: '1',
        user_id: 'u1',
        member_type: 'user',
        status: 'active',
        is_admin: true,
        is_employee: true,
        email: 'ada@example.com',
        name: 'Ada',
        user_created_at: '2026-11-03T08:00:00.000Z',
        expires_at: null,
        invited_by: null,
        invitation_token: null,
        invited_at: null,
        ...NO_NAME,
      },
    ]);
  });

  it('lists an invitation as a pending member with its token, expiry and inviter', async () => {
    expect((await rows([founded, invited]))[0]).toEqual({
      id: 'i1',
      organization_id: '1',
      user_id: null,
      member_type: 'invitation',
      status: 'pending',
      is_admin: false,
      is_employee: true,
      email: 'bo@example.com',
      name: 'Bo',
      user_created_at: null,
      expires_at: '2026-11-11T09:00:00.000Z',
      invited_by: 'ada@example.com',
      invitation_token: 'tok-1',
      invited_at: '2026-11-04T09:00:00.000Z',
      ...NO_NAME,
      first_name: 'Bo',
    });
  });

  it('turns an accepted invitation into the user member of the same id', async () => {
    expect((await rows([founded, invited, { type: 'InvitationAccepted', data: { invitationId: 'i1' } }, joinedBo]))[0]).toMatchObject({
      id: 'i1',
      user_id: 'u2',
      member_type: 'user',
      status: 'active',
      name: 'Bo B.',
      invitation_token: null,
      expires_at: null,
      user_created_at: '2026-11-05T10:00:00.000Z',
      invited_by: 'ada@example.com',
      invited_at: '2026-11-04T09:00:00.000Z',
      first_name: 'Bo',
    });
  });

  it('gives a resent invitation its new token and expiry', async () => {
    const resent = {
      type: 'InvitationResent',
      data: { organizationId: '1', invitationId: 'i1', email: 'bo@example.com', token: 'tok-2', expiresAt: null },
    };
    expect((await rows([invited, resent]))[0]).toMatchObject({ invitation_token: 'tok-2', expires_at: null, status: 'pending' });
  });

  it('drops cancelled invitations and removed members', async () => {
    const cancelled = { type: 'InvitationCancelled', data: { organizationId: '1', invitationId: 'i1', email: 'bo@example.com' } };
    expect(await rows([founded, invited, cancelled])).toHaveLength(1);
    const removed = {
      type: 'MemberRemoved',
      data: { organizationId: '1', memberId: 'i1', userId: 'u2', email: 'bo@example.com', is_admin: false, is_employee: true },
    };
    expect((await rows([founded, invited, joinedBo, removed])).map((row) => row.id)).toEqual(['m1']);
  });

  it('follows role changes of members and invitations', async () => {
    const before = { is_admin: false, is_employee: true };
    const after = { is_admin: true, is_employee: false };
    const invitationRoles = {
      type: 'InvitationRolesChanged',
      data: { organizationId: '1', invitationId: 'i1', email: 'bo@example.com', before, after },
    };
    expect((await rows([invited, invitationRoles]))[0]).toMatchObject(after);
    const memberRoles = {
      type: 'MemberRolesChanged',
      data: {
        organizationId: '1',
        memberId: 'm1',
        userId: 'u1',
        email: 'ada@example.com',
        before: { is_admin: true, is_employee: true },
        after,
      },
    };
    expect((await rows([founded, memberRoles]))[0]).toMatchObject(after);
  });

  it('follows name changes, and the profile name in every organization', async () => {
    const parts = { first_name: 'Ada', middle_name: 'Byron', last_name: 'Lovelace', preferred_name: null };
    const named = {
      type: 'MemberNameChanged',
      data: { organizationId: '1', memberId: 'm1', userId: 'u1', email: 'ada@example.com', before: NO_NAME, after: parts },
    };
    const elsewhere = { ...founded, data: { ...(founded.data as object), organizationId: '2', memberId: 'm9' } };
    const renamed = { type: 'UserNameChanged', data: { userId: 'u1', name: 'Countess' } };
    const [m1, m9] = await rows([founded, elsewhere, named, renamed]);
    expect(m1).toMatchObject({ ...parts, name: 'Countess' });
    expect(m9).toMatchObject({ ...NO_NAME, name: 'Countess' });
  });

  it('projects the same rows from events of the current version, with camelCase names', async () => {
    const current = (event: GivenEvent): GivenEvent => ({ ...event, version: 2, data: memberData(event.data as object) });
    const history = [founded, invited, joinedBo];
    expect(await rows(history.map(current))).toEqual(await rows(history));
  });
});
