import { project, type GivenEvent } from '@rostra/platform/projection/testing/project-spec';
import { boInvited, NO_NAME } from '../testing/membership.ts';
import { membershipAsRecordedV1 } from '../testing/recorded-v1.ts';
import { describe, expect, it } from 'vitest';
import { invitationsProjection } from './project.ts';

const invited = boInvited({}, { metadata: { occurredAt: '2026-11-04T09:00:00.000Z' } });
const later = (occurredAt: string) => ({ metadata: { occurredAt } });
const ref = { organizationId: '1', invitationId: 'i1', email: 'bo@example.com' };
const only = async (events: GivenEvent[]) =>
  (await (await project(invitationsProjection, membershipAsRecordedV1(events))).table('invitations'))[0];

describe('the invitations read model', () => {
  it('records an invitation as pending, with its token', async () => {
    expect(await only([invited])).toEqual({
      id: 'i1',
      organization_id: '1',
      email: 'bo@example.com',
      invited_name: 'Bo',
      is_admin: false,
      is_employee: true,
      ...NO_NAME,
      status: 'pending',
      token: 'tok-1',
      expires_at: '2026-11-11T09:00:00.000Z',
      invited_by: 'ada@example.com',
      created_at: '2026-11-04T09:00:00.000Z',
      resent_at: null,
      accepted_at: null,
      accepted_user_id: null,
      cancelled_at: null,
    });
  });

  it('keeps only the newest token of a resent invitation', async () => {
    const resent = {
      type: 'InvitationResent',
      data: { ...ref, token: 'tok-2', expiresAt: '2026-12-01T00:00:00.000Z' },
      ...later('2026-11-20T00:00:00.000Z'),
    };
    expect(await only([invited, resent])).toMatchObject({
      token: 'tok-2',
      expires_at: '2026-12-01T00:00:00.000Z',
      resent_at: '2026-11-20T00:00:00.000Z',
      status: 'pending',
    });
  });

  it('records acceptance and cancellation with their times', async () => {
    const accepted = { type: 'InvitationAccepted', data: { ...ref, userId: 'u2' }, ...later('2026-11-05T00:00:00.000Z') };
    expect(await only([invited, accepted])).toMatchObject({
      status: 'accepted',
      accepted_user_id: 'u2',
      accepted_at: '2026-11-05T00:00:00.000Z',
      token: 'tok-1',
    });
    const cancelled = { type: 'InvitationCancelled', data: ref, ...later('2026-11-06T00:00:00.000Z') };
    expect(await only([invited, cancelled])).toMatchObject({ status: 'cancelled', cancelled_at: '2026-11-06T00:00:00.000Z' });
  });

  it('follows role and name changes of the invitation, not of members', async () => {
    const after = { is_admin: true, is_employee: true };
    const roles = { type: 'InvitationRolesChanged', data: { ...ref, before: { is_admin: false, is_employee: true }, after } };
    const parts = { ...NO_NAME, first_name: 'Bo', last_name: 'Berg' };
    const named = {
      type: 'MemberNameChanged',
      data: { organizationId: '1', memberId: 'i1', userId: null, email: 'bo@example.com', before: NO_NAME, after: parts },
    };
    const memberNamed = { type: 'MemberNameChanged', data: { ...named.data, userId: 'u2', after: { ...parts, first_name: 'Robert' } } };
    expect(await only([invited, roles, named, memberNamed])).toMatchObject({ ...after, ...parts });
  });
});
