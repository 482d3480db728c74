import type { GivenEvent } from '@rostra/platform/projection/testing/project-spec';

// Membership events with the API's names, as version 1 recorded them (give them through
// membershipAsRecordedV1): Ada founds an organization and invites Bo, who joins. `data` changes
// or adds payload fields; `rest` gives the stream and metadata.

/** A member without name parts, as rows and version 1 payloads spell it. */
export const NO_NAME = { first_name: null, middle_name: null, last_name: null, preferred_name: null };

/** Ada (user u1) founding organization 1 as member m1, admin and employee. */
export const founderJoined = (data: object = {}, rest: Partial<GivenEvent> = {}): GivenEvent => ({
  type: 'MemberJoined',
  data: {
    organizationId: '1',
    memberId: 'm1',
    userId: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    is_admin: true,
    is_employee: true,
    ...NO_NAME,
    via: 'founder',
    ...data,
  },
  ...rest,
});

/** Ada inviting Bo as an employee: invitation i1 with token tok-1, for 7 days. */
export const boInvited = (data: object = {}, rest: Partial<GivenEvent> = {}): GivenEvent => ({
  type: 'InvitationCreated',
  data: {
    organizationId: '1',
    invitationId: 'i1',
    email: 'bo@example.com',
    invited_name: 'Bo',
    is_admin: false,
    is_employee: true,
    ...NO_NAME,
    token: 'tok-1',
    expiresInDays: 7,
    expiresAt: '2026-11-11T09:00:00.000Z',
    invitedByUserId: 'u1',
    invitedByEmail: 'ada@example.com',
    ...data,
  },
  ...rest,
});

/** Bo (user u2) joining by invitation i1, keeping its id as his member id. */
export const boJoined = (data: object = {}, rest: Partial<GivenEvent> = {}): GivenEvent => ({
  type: 'MemberJoined',
  data: {
    organizationId: '1',
    memberId: 'i1',
    userId: 'u2',
    email: 'bo@example.com',
    name: 'Bo',
    is_admin: false,
    is_employee: true,
    ...NO_NAME,
    first_name: 'Bo',
    via: 'invitation',
    invitationId: 'i1',
    ...data,
  },
  ...rest,
});
