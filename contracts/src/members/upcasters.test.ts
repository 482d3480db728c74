import { describe, it } from 'vitest';
import { expectUpcast } from '../testing/upcast.ts';

// Payloads exactly as version 1 recorded them, read as version 2.
const NO_NAME_V1 = { first_name: null, middle_name: null, last_name: null, preferred_name: null };
const NO_NAME_V2 = { firstName: null, middleName: null, lastName: null, preferredName: null };

describe('membership events of version 1', () => {
  it('MemberJoined reads its roles and name parts in camelCase', () => {
    const member = { organizationId: '1', memberId: 'i1', userId: 'u2', email: 'bo@example.com', name: 'Bo B.' };
    const via = { via: 'invitation', invitationId: 'i1' };
    expectUpcast('MemberJoined', 1, { ...member, is_admin: false, is_employee: true, ...NO_NAME_V1, first_name: 'Bo', ...via }, 2, {
      ...member,
      isAdmin: false,
      isEmployee: true,
      ...NO_NAME_V2,
      firstName: 'Bo',
      ...via,
    });
  });

  it('InvitationCreated reads its invited name, roles and name parts in camelCase', () => {
    const invitation = {
      organizationId: '1',
      invitationId: 'i1',
      email: 'bo@example.com',
      token: 'tok-1',
      expiresInDays: 7,
      expiresAt: '2026-11-11T09:00:00.000Z',
      invitedByUserId: 'u1',
      invitedByEmail: 'ada@example.com',
    };
    expectUpcast('InvitationCreated', 1, { ...invitation, invited_name: 'Bo', is_admin: true, is_employee: false, ...NO_NAME_V1 }, 2, {
      ...invitation,
      invitedName: 'Bo',
      isAdmin: true,
      isEmployee: false,
      ...NO_NAME_V2,
    });
  });

  it('MemberRemoved reads the roles held in camelCase', () => {
    const member = { organizationId: '1', memberId: 'm2', userId: 'u2', email: 'bo@example.com' };
    expectUpcast('MemberRemoved', 1, { ...member, is_admin: false, is_employee: true }, 2, { ...member, isAdmin: false, isEmployee: true });
  });

  it.each([
    ['MemberRolesChanged', { memberId: 'm2', userId: 'u2' }],
    ['InvitationRolesChanged', { invitationId: 'i1' }],
  ])('%s reads both sides of the change in camelCase', (type, who) => {
    const ref = { organizationId: '1', ...who, email: 'bo@example.com' };
    const v1 = { ...ref, before: { is_admin: false, is_employee: true }, after: { is_admin: true, is_employee: true } };
    expectUpcast(type, 1, v1, 2, { ...ref, before: { isAdmin: false, isEmployee: true }, after: { isAdmin: true, isEmployee: true } });
  });

  it('MemberNameChanged reads both sides of the change in camelCase', () => {
    const ref = { organizationId: '1', memberId: 'i1', userId: null, email: 'bo@example.com' };
    const v1 = { ...ref, before: NO_NAME_V1, after: { ...NO_NAME_V1, first_name: 'Bo', last_name: 'Berg' } };
    expectUpcast('MemberNameChanged', 1, v1, 2, {
      ...ref,
      before: NO_NAME_V2,
      after: { ...NO_NAME_V2, firstName: 'Bo', lastName: 'Berg' },
    });
  });
});
