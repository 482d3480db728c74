import { isExpired, memberData, TEXT, type MembershipEvent, type NameParts, type Roles } from '@rostra/contracts';
import { conflict, forbidden, notFound } from '@rostra/platform';
import { memberByUser, type InvitationState, type MembershipState } from '../shared/membership.ts';
import { addDays, MEMBERSHIP_TEXT, requireAdmin, requirePlace, requireRoles, sameRoles } from '../shared/membership-rules.ts';

// Decisions about invitations: create, resend, cancel, edit roles, accept.

export type InvitationCommand =
  | ({
      type: 'Invite';
      actorUserId: string;
      invitationId: string;
      email: string;
      invited_name: string | null;
      token: string;
      expiresInDays: number | null;
      now: string;
      /** The organization's limit as its own stream says it; null: none. */
      maxEmployees: number | null;
    } & Roles &
      NameParts)
  | {
      type: 'ResendInvitation';
      actorUserId: string;
      invitationId: string;
      token: string;
      expiresInDays?: number | null;
      now: string;
      maxEmployees: number | null;
    }
  | { type: 'CancelInvitation'; actorUserId: string; invitationId: string }
  | { type: 'ChangeInvitationRoles'; actorUserId: string; invitationId: string; roles: Roles }
  | { type: 'AcceptInvitation'; invitationId: string; token: string; userId: string; email: string; name: string | null; now: string };

/** An invitation that can still be changed: pending, expired or not. */
function requirePending(state: MembershipState, invitationId: string): InvitationState {
  const invitation = state.invitations[invitationId];
  if (!invitation) throw notFound(MEMBERSHIP_TEXT.invitationNotFound);
  if (invitation.status === 'accepted') throw conflict(MEMBERSHIP_TEXT.invitationAccepted);
  if (invitation.status === 'cancelled') throw conflict(MEMBERSHIP_TEXT.invitationCancelled);
  return invitation;
}

function invite(state: MembershipState, command: Extract<InvitationCommand, { type: 'Invite' }>): MembershipEvent[] {
  const actor = requireAdmin(state, command.actorUserId);
  const roles = requireRoles(command);
  const { email, now } = command;
  if (Object.values(state.members).some((member) => member.email === email)) throw conflict(MEMBERSHIP_TEXT.alreadyMember(email));
  const previous = Object.values(state.invitations).find((invitation) => invitation.email === email && invitation.status === 'pending');
  if (previous)
    throw conflict(
      isExpired(previous.expiresAt, now) ? MEMBERSHIP_TEXT.expiredInvitation(email) : MEMBERSHIP_TEXT.pendingInvitation(email),
    );
  requirePlace(state, command.maxEmployees, now);
  const { invitationId, invited_name, token, expiresInDays, first_name, middle_name, last_name, preferred_name } = command;
  return [
    {
      type: 'InvitationCreated',
      data: {
        organizationId: state.organizationId!,
        invitationId,
        email,
        ...memberData({ invited_name, ...roles, first_name, middle_name, last_name, preferred_name }),
        token,
        expiresInDays,
        expiresAt: addDays(now, expiresInDays),
        invitedByUserId: actor.userId,
        invitedByEmail: actor.email,
      },
    },
  ];
}

function resend(state: MembershipState, command: Extract<InvitationCommand, { type: 'ResendInvitation' }>): MembershipEvent[] {
  requireAdmin(state, command.actorUserId);
  const invitation = requirePending(state, command.invitationId);
  // An expired invitation holds no place; resending it takes one again.
  if (isExpired(invitation.expiresAt, command.now)) requirePlace(state, command.maxEmployees, command.now);
  const days = command.expiresInDays === undefined ? invitation.expiresInDays : command.expiresInDays;
  const { invitationId, email } = invitation;
  return [
    {
      type: 'InvitationResent',
      data: { organizationId: state.organizationId!, invitationId, email, token: command.token, expiresAt: addDays(command.now, days) },
    },
  ];
}

function accept(state: MembershipState, command: Extract<InvitationCommand, { type: 'AcceptInvitation' }>): MembershipEvent[] {
  const invitation = state.invitations[command.invitationId];
  // A replaced token is as unknown as one never issued.
  if (!invitation || invitation.token !== command.token) throw notFound(TEXT.invitationTokenNotFound);
  if (invitation.status === 'cancelled') throw conflict(TEXT.invitationTokenCancelled);
  if (invitation.status === 'accepted') throw conflict(TEXT.invitationTokenUsed);
  if (isExpired(invitation.expiresAt, command.now)) throw conflict(TEXT.invitationTokenExpired);
  if (invitation.email !== command.email) throw forbidden(MEMBERSHIP_TEXT.differentEmail);
  if (memberByUser(state, command.userId)) throw conflict(MEMBERSHIP_TEXT.youAreAlreadyMember);
  const organizationId = state.organizationId!;
  const { invitationId, email, is_admin, is_employee, first_name, middle_name, last_name, preferred_name } = invitation;
  const { userId, name } = command;
  return [
    { type: 'InvitationAccepted', data: { organizationId, invitationId, email, userId } },
    {
      type: 'MemberJoined',
      data: {
        organizationId,
        memberId: invitationId,
        userId,
        email,
        name,
        ...memberData({ is_admin, is_employee, first_name, middle_name, last_name, preferred_name }),
        via: 'invitation',
        invitationId,
      },
    },
  ];
}

export function decideInvitation(command: InvitationCommand, state: MembershipState): MembershipEvent[] {
  switch (command.type) {
    case 'Invite':
      return invite(state, command);
    case 'ResendInvitation':
      return resend(state, command);
    case 'CancelInvitation': {
      requireAdmin(state, command.actorUserId);
      const { invitationId, email } = requirePending(state, command.invitationId);
      return [{ type: 'InvitationCancelled', data: { organizationId: state.organizationId!, invitationId, email } }];
    }
    case 'ChangeInvitationRoles': {
      requireAdmin(state, command.actorUserId);
      const after = requireRoles(command.roles);
      const invitation = requirePending(state, command.invitationId);
      const before = { is_admin: invitation.is_admin, is_employee: invitation.is_employee };
      if (sameRoles(before, after)) return [];
      const { invitationId, email } = invitation;
      return [
        {
          type: 'InvitationRolesChanged',
          data: { organizationId: state.organizationId!, invitationId, email, before: memberData(before), after: memberData(after) },
        },
      ];
    }
    case 'AcceptInvitation':
      return accept(state, command);
  }
}
