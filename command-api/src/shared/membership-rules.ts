import { TEXT, type Roles } from '@rostra/contracts';
import { ADMIN_ONLY, badRequest, conflict, forbidden, notFound } from '@rostra/platform';
import { adminCount, memberByUser, placesTaken, type ActiveMember, type MembershipState } from './membership.ts';

// The org-wide rules every membership command is decided by, with the texts the user sees.

export const MEMBERSHIP_TEXT = {
  adminOnly: ADMIN_ONLY,
  memberNotFound: 'Member not found',
  invitationNotFound: 'Invitation not found',
  invitationAccepted: 'This invitation has already been accepted',
  invitationCancelled: 'This invitation has been cancelled',
  alreadyMember: (email: string) => `${email} is already a member of this organization`,
  pendingInvitation: (email: string) => `${email} already has a pending invitation; resend or cancel it instead`,
  expiredInvitation: (email: string) => `${email} has an expired invitation; resend or cancel it instead`,
  limitReached: (max: number) =>
    `This organization has reached its limit of ${max} employee${max === 1 ? '' : 's'} (active members and pending invitations)`,
  lastAdmin: 'An organization must keep at least one administrator',
  cannotRemoveSelf: 'You cannot remove yourself from the organization',
  cannotEditOwnRoles: 'You cannot change your own roles, except to step down as administrator',
  confirmSelfDemotion: 'Removing your own admin role must be confirmed (confirm_self_demotion)',
  differentEmail: 'This invitation was sent to a different email address',
  youAreAlreadyMember: 'You are already a member of this organization',
} as const;

export function requireOrganization(state: MembershipState): string {
  if (state.organizationId === null) throw notFound(TEXT.organizationNotFound);
  return state.organizationId;
}

/** Decided in the stream too, so a demoted or removed admin cannot act on a stale read model. */
export function requireAdmin(state: MembershipState, actorUserId: string): ActiveMember {
  requireOrganization(state);
  const actor = memberByUser(state, actorUserId);
  if (!actor?.is_admin) throw forbidden(MEMBERSHIP_TEXT.adminOnly);
  return actor;
}

export function requireRoles(roles: Roles): Roles {
  if (!roles.is_admin && !roles.is_employee) throw badRequest(TEXT.atLeastOneRole);
  return { is_admin: roles.is_admin, is_employee: roles.is_employee };
}

/** max_employees counts active members and open invitations; null: no limit. */
export function requirePlace(state: MembershipState, maxEmployees: number | null, now: string): void {
  if (maxEmployees !== null && placesTaken(state, now) + 1 > maxEmployees) throw conflict(MEMBERSHIP_TEXT.limitReached(maxEmployees));
}

/** Taking the admin role from its last holder would leave the organization unmanageable. */
export function requireAnotherAdmin(state: MembershipState, member: ActiveMember, after: Roles | null): void {
  if (member.is_admin && !after?.is_admin && adminCount(state) <= 1) throw conflict(MEMBERSHIP_TEXT.lastAdmin);
}

export const sameRoles = (a: Roles, b: Roles) => a.is_admin === b.is_admin && a.is_employee === b.is_employee;

export function addDays(now: string, days: number | null): string | null {
  return days === null ? null : new Date(Date.parse(now) + days * 86_400_000).toISOString();
}
