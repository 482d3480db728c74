import { memberData, TEXT, type MembershipEvent, type NameParts, type Roles } from '@rostra/contracts';
import { badRequest, forbidden, notFound } from '@rostra/platform';
import { findMember, memberByUser, type ActiveMember, type MembershipState } from '../shared/membership.ts';
import {
  MEMBERSHIP_TEXT,
  requireAdmin,
  requireAnotherAdmin,
  requireOrganization,
  requireRoles,
  sameRoles,
} from '../shared/membership-rules.ts';

// Decisions about members: roles, removal, name parts. Paths name a member by member or user id.

export type MemberCommand =
  | { type: 'ChangeMemberRoles'; actorUserId: string; memberRef: string; roles: Roles; confirmSelfDemotion: boolean }
  | { type: 'RemoveMember'; actorUserId: string; memberRef: string }
  | { type: 'ChangeMemberName'; actorUserId: string; memberRef: string; parts: NameParts };

function requireMember(state: MembershipState, ref: string): ActiveMember {
  const member = findMember(state, ref);
  if (!member) throw notFound(MEMBERSHIP_TEXT.memberNotFound);
  return member;
}

const rolesOf = ({ is_admin, is_employee }: Roles): Roles => ({ is_admin, is_employee });
const partsOf = ({ first_name, middle_name, last_name, preferred_name }: NameParts): NameParts => ({
  first_name,
  middle_name,
  last_name,
  preferred_name,
});
const sameParts = (a: NameParts, b: NameParts) => JSON.stringify(partsOf(a)) === JSON.stringify(partsOf(b));

function changeRoles(state: MembershipState, command: Extract<MemberCommand, { type: 'ChangeMemberRoles' }>): MembershipEvent[] {
  const actor = requireAdmin(state, command.actorUserId);
  const after = requireRoles(command.roles);
  const member = requireMember(state, command.memberRef);
  const before = rolesOf(member);
  if (member.memberId === actor.memberId) {
    // The one change of one's own roles allowed: stepping down as admin, acknowledged.
    if (after.is_admin) throw forbidden(MEMBERSHIP_TEXT.cannotEditOwnRoles);
    if (!command.confirmSelfDemotion) throw badRequest(MEMBERSHIP_TEXT.confirmSelfDemotion);
  }
  if (sameRoles(before, after)) return [];
  requireAnotherAdmin(state, member, after);
  const { memberId, userId, email } = member;
  return [
    {
      type: 'MemberRolesChanged',
      data: { organizationId: state.organizationId!, memberId, userId, email, before: memberData(before), after: memberData(after) },
    },
  ];
}

function remove(state: MembershipState, command: Extract<MemberCommand, { type: 'RemoveMember' }>): MembershipEvent[] {
  const actor = requireAdmin(state, command.actorUserId);
  const member = requireMember(state, command.memberRef);
  if (member.memberId === actor.memberId) throw forbidden(MEMBERSHIP_TEXT.cannotRemoveSelf);
  requireAnotherAdmin(state, member, null);
  const { memberId, userId, email } = member;
  return [
    { type: 'MemberRemoved', data: { organizationId: state.organizationId!, memberId, userId, email, ...memberData(rolesOf(member)) } },
  ];
}

/** Everyone edits their own name; admins edit anyone's, with first and last name (docs/product/validation.md). */
function changeName(state: MembershipState, command: Extract<MemberCommand, { type: 'ChangeMemberName' }>): MembershipEvent[] {
  const organizationId = requireOrganization(state);
  const self = memberByUser(state, command.actorUserId);
  const member = findMember(state, command.memberRef);
  const invitation = member ? null : state.invitations[command.memberRef];
  if (!self) throw forbidden(MEMBERSHIP_TEXT.adminOnly);
  if (member?.memberId !== self.memberId) {
    requireAdmin(state, command.actorUserId);
    if (!member && invitation?.status !== 'pending') throw notFound(MEMBERSHIP_TEXT.memberNotFound);
    if (!command.parts.first_name) throw badRequest(`first_name: ${TEXT.required}`);
    if (!command.parts.last_name) throw badRequest(`last_name: ${TEXT.required}`);
  }
  const target = (member ?? invitation)!;
  if (sameParts(target, command.parts)) return [];
  const memberId = member?.memberId ?? invitation!.invitationId;
  return [
    {
      type: 'MemberNameChanged',
      data: {
        organizationId,
        memberId,
        userId: member?.userId ?? null,
        email: target.email,
        before: memberData(partsOf(target)),
        after: memberData(partsOf(command.parts)),
      },
    },
  ];
}

export function decideMember(command: MemberCommand, state: MembershipState): MembershipEvent[] {
  switch (command.type) {
    case 'ChangeMemberRoles':
      return changeRoles(state, command);
    case 'RemoveMember':
      return remove(state, command);
    case 'ChangeMemberName':
      return changeName(state, command);
  }
}
