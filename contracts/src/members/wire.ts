import { inverted, renamed } from '../events/renamed.ts';
import type { ActiveMember } from '../folds/membership.ts';
import { MEMBER_NAMES_V2 } from './upcasters.ts';

// Where membership's names cross the API's edge (docs/architecture.md#names-at-the-edge): a folded
// member back into the API's names. Bodies need no rename here: roles and name parts keep the API's
// names in the membership stream, and memberData translates them into events.

/** Roles, name parts and the invited name (whichever are there) as events record them, and back. */
export const memberData = renamed(MEMBER_NAMES_V2);
export const memberFieldsOf = renamed(inverted(MEMBER_NAMES_V2));

/** Which user a member is, in the API's names. */
export const memberRef = (member: Pick<ActiveMember, 'memberId' | 'userId'>) => ({ id: member.memberId, user_id: member.userId });

/** Roles as events record them, in the API's names. */
export const rolesOf = (roles: { isAdmin: boolean; isEmployee: boolean }) => ({ is_admin: roles.isAdmin, is_employee: roles.isEmployee });

/** A user's roles in an organization, in the API's names. */
export const userRoles = (member: ActiveMember) => ({ user_id: member.userId, is_admin: member.is_admin, is_employee: member.is_employee });

/** A member's roles as a role change answers them. */
export const memberRoles = (member: ActiveMember) => ({ id: member.memberId, ...userRoles(member) });
