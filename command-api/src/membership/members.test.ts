import { memberData, TEXT, type MembershipEvent, type NameParts } from '@rostra/contracts';
import { given } from '@rostra/platform/decider/spec';
import { describe, it } from 'vitest';
import { membershipDecider } from './decide.ts';
import type { MemberCommand } from './members.ts';
import { MEMBERSHIP_TEXT } from '../shared/membership-rules.ts';
import { ADMIN, BOTH, EMPLOYEE, founded, invited, joined, NO_NAME } from './testing/history.ts';

const bo = joined('m2', 'u2', 'bo@example.com', EMPLOYEE);
const cy = joined('m3', 'u3', 'cy@example.com', ADMIN);

/** Ada, admin and employee, steps down to employee. */
const ada = { organizationId: '1', memberId: 'm1', userId: 'u1', email: 'ada@example.com' };
const adaStepsDown: MembershipEvent = {
  type: 'MemberRolesChanged',
  data: { ...ada, before: memberData(BOTH), after: memberData(EMPLOYEE) },
};

/** A command by admin Ada (u1) about a member: refused to employee Bo (u2) acting on Ada, and about a member who does not exist. */
function refusedToNonAdminsAndAboutUnknownMembers(command: MemberCommand) {
  given(membershipDecider, [founded, bo])
    .when({ ...command, actorUserId: 'u2', memberRef: 'u1' })
    .thenFails('forbidden', MEMBERSHIP_TEXT.adminOnly);
  given(membershipDecider, [founded, bo])
    .when({ ...command, memberRef: 'u9' })
    .thenFails('not_found', MEMBERSHIP_TEXT.memberNotFound);
}

describe("changing a member's roles", () => {
  const change = { type: 'ChangeMemberRoles', actorUserId: 'u1', memberRef: 'u2', roles: BOTH, confirmSelfDemotion: false } as const;

  it('records before and after, finding the member by user or member id', () => {
    const expected = {
      type: 'MemberRolesChanged',
      data: {
        organizationId: '1',
        memberId: 'm2',
        userId: 'u2',
        email: 'bo@example.com',
        before: memberData(EMPLOYEE),
        after: memberData(BOTH),
      },
    } as const;
    given(membershipDecider, [founded, bo]).when(change).then([expected]);
    given(membershipDecider, [founded, bo])
      .when({ ...change, memberRef: 'm2' })
      .then([expected]);
  });

  it('records nothing when nothing changes', () => {
    given(membershipDecider, [founded, bo])
      .when({ ...change, roles: EMPLOYEE })
      .then([]);
  });

  it('needs at least one role', () => {
    given(membershipDecider, [founded, bo])
      .when({ ...change, roles: { is_admin: false, is_employee: false } })
      .thenFails('validation', TEXT.atLeastOneRole);
  });

  it('is for admins only, and for members that exist', () => {
    refusedToNonAdminsAndAboutUnknownMembers(change);
  });

  it('lets an admin step down only with confirm_self_demotion, and only while another admin remains', () => {
    const stepDown = { ...change, actorUserId: 'u1', memberRef: 'u1', roles: EMPLOYEE };
    given(membershipDecider, [founded, cy]).when(stepDown).thenFails('validation', MEMBERSHIP_TEXT.confirmSelfDemotion);
    given(membershipDecider, [founded, cy])
      .when({ ...stepDown, confirmSelfDemotion: true })
      .then([adaStepsDown]);
    given(membershipDecider, [founded, bo])
      .when({ ...stepDown, confirmSelfDemotion: true })
      .thenFails('conflict', MEMBERSHIP_TEXT.lastAdmin);
  });

  it("allows no other change of one's own roles", () => {
    given(membershipDecider, [founded, cy])
      .when({ ...change, memberRef: 'u1', roles: ADMIN, confirmSelfDemotion: true })
      .thenFails('forbidden', MEMBERSHIP_TEXT.cannotEditOwnRoles);
  });

  it('never takes the admin role from the last admin', () => {
    // Ada stepped down with Cy as admin; Cy can then not be demoted by anyone.
    given(membershipDecider, [founded, cy, adaStepsDown])
      .when({ ...change, actorUserId: 'u3', memberRef: 'u3', roles: EMPLOYEE, confirmSelfDemotion: true })
      .thenFails('conflict', MEMBERSHIP_TEXT.lastAdmin);
  });
});

describe('removing a member', () => {
  const remove = { type: 'RemoveMember', actorUserId: 'u1', memberRef: 'u2' } as const;

  it('records the removal with the roles they held', () => {
    given(membershipDecider, [founded, bo])
      .when(remove)
      .then([
        {
          type: 'MemberRemoved',
          data: { organizationId: '1', memberId: 'm2', userId: 'u2', email: 'bo@example.com', ...memberData(EMPLOYEE) },
        },
      ]);
  });

  it('refuses to remove oneself, an unknown member, or to let a non-admin remove', () => {
    given(membershipDecider, [founded, cy])
      .when({ ...remove, memberRef: 'u1' })
      .thenFails('forbidden', MEMBERSHIP_TEXT.cannotRemoveSelf);
    given(membershipDecider, [founded]).when(remove).thenFails('not_found', MEMBERSHIP_TEXT.memberNotFound);
    given(membershipDecider, [founded, bo])
      .when({ ...remove, actorUserId: 'u2', memberRef: 'u1' })
      .thenFails('forbidden', MEMBERSHIP_TEXT.adminOnly);
  });

  it('frees a place under max_employees', () => {
    const removed = {
      type: 'MemberRemoved',
      data: { organizationId: '1', memberId: 'm2', userId: 'u2', email: 'bo@example.com', ...memberData(EMPLOYEE) },
    } as const;
    const invite = {
      type: 'Invite',
      actorUserId: 'u1',
      invitationId: 'i1',
      email: 'dee@example.com',
      invited_name: null,
      ...EMPLOYEE,
      ...NO_NAME,
      token: 'token-of-i1-0000',
      expiresInDays: 7,
      now: '2026-11-22T10:00:00.000Z',
      maxEmployees: 2,
    } as const;
    given(membershipDecider, [founded, bo]).when(invite).thenFails('conflict', MEMBERSHIP_TEXT.limitReached(2));
    given(membershipDecider, [founded, bo, removed])
      .when(invite)
      .then([invited('i1', 'dee@example.com')]);
  });
});

/** The MemberNameChanged a name edit records (the parts in the API's terms). */
const nameChanged = (memberId: string, userId: string | null, email: string, before: NameParts, after: NameParts): MembershipEvent => ({
  type: 'MemberNameChanged',
  data: { organizationId: '1', memberId, userId, email, before: memberData(before), after: memberData(after) },
});

describe("changing a member's name", () => {
  const name = { first_name: 'Bo', middle_name: null, last_name: 'Berg', preferred_name: 'Bobby' };
  const change = { type: 'ChangeMemberName', actorUserId: 'u1', memberRef: 'u2', parts: name } as const;

  it('records before and after', () => {
    given(membershipDecider, [founded, bo])
      .when(change)
      .then([nameChanged('m2', 'u2', 'bo@example.com', NO_NAME, name)]);
  });

  it('lets members edit their own name, with any parts', () => {
    const own = { ...NO_NAME, preferred_name: 'Bobby' };
    given(membershipDecider, [founded, bo])
      .when({ ...change, actorUserId: 'u2', parts: own })
      .then([nameChanged('m2', 'u2', 'bo@example.com', NO_NAME, own)]);
  });

  it('needs first and last name when an admin edits someone else', () => {
    given(membershipDecider, [founded, bo])
      .when({ ...change, parts: { ...name, first_name: null } })
      .thenFails('validation', 'first_name: This field is required');
    given(membershipDecider, [founded, bo])
      .when({ ...change, parts: { ...name, last_name: null } })
      .thenFails('validation', 'last_name: This field is required');
  });

  it('edits a pending invitation under its id', () => {
    given(membershipDecider, [founded, invited('i1', 'dee@example.com')])
      .when({ ...change, memberRef: 'i1' })
      .then([nameChanged('i1', null, 'dee@example.com', NO_NAME, name)]);
  });

  it("refuses other members' names to non-admins, and unknown members", () => {
    refusedToNonAdminsAndAboutUnknownMembers(change);
  });

  it('records nothing when nothing changes', () => {
    given(membershipDecider, [founded, bo])
      .when({ ...change, actorUserId: 'u2', parts: NO_NAME })
      .then([]);
  });
});
