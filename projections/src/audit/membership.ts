import {
  memberFieldsOf,
  memberSkillsOf,
  type InvitationRolesChanged,
  type MemberLocationsSet,
  type MemberSkillsSet,
  type MemberRolesChanged,
  type MembershipEvent,
  type NameParts,
  type OrganizationDeleted,
  type Roles,
} from '@rostra/contracts';
import type { ProjectionTx } from '@rostra/platform';
import { displayName, label, people, type Person } from './context.ts';
import type { Described, Describers } from './entry.ts';

/** The role labels of docs/product/screens-and-routes.md#other-pages (the invitation acceptance page). */
export function rolesLabel({ is_admin, is_employee }: Roles): string {
  if (is_admin && is_employee) return 'Administrator & Employee';
  return is_admin ? 'Administrator' : is_employee ? 'Employee' : 'No Role';
}

const roles = ({ is_admin, is_employee }: Roles) => ({ is_admin, is_employee });

/** Only the fields that differ, so before → after reads as the change itself. */
function changed<T extends object>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const keys = (Object.keys(after) as (keyof T)[]).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<T>,
    after: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<T>,
  };
}

async function subject(tx: ProjectionTx, memberId: string): Promise<string> {
  return label(await people.get(tx, memberId), memberId);
}

async function rolesChanged(
  tx: ProjectionTx,
  { before, after }: (InvitationRolesChanged | MemberRolesChanged)['data'],
  memberId: string,
  kind: 'invitation.roles_changed' | 'member.roles_changed',
  what: string,
): Promise<Described> {
  const [from, to] = [memberFieldsOf(before), memberFieldsOf(after)];
  return {
    kind,
    memberId,
    summary: `${what} ${await subject(tx, memberId)} changed: ${rolesLabel(from)} → ${rolesLabel(to)}`,
    before: roles(from),
    after: roles(to),
  };
}

export const membershipDescribers: Describers<MembershipEvent> = {
  MemberJoined({ data: { memberId, email, name, via, ...rest } }, tx) {
    const data = memberFieldsOf(rest);
    const person: Person = { email, name: displayName(data, name), user_id: data.userId };
    people.put(tx, memberId, person);
    const how = via === 'founder' ? 'founded the organization' : 'joined through an invitation';
    return {
      kind: 'member.joined',
      memberId,
      summary: `${label(person, memberId)} ${how} as ${rolesLabel(data)}`,
      after: roles(data),
      details: { via, user_id: data.userId },
    };
  },
  MemberRolesChanged: ({ data }, tx) => rolesChanged(tx, data, data.memberId, 'member.roles_changed', 'Roles of'),
  async MemberRemoved(event, tx) {
    const data = memberFieldsOf(event.data);
    return {
      kind: 'member.removed',
      memberId: data.memberId,
      summary: `Removed ${await subject(tx, data.memberId)} (was ${rolesLabel(data)})`,
      before: roles(data),
      after: null,
    };
  },
  async MemberNameChanged({ data }, tx) {
    const { memberId, email } = data;
    const after = memberFieldsOf(data.after);
    const previous = await people.get(tx, memberId);
    const person: Person = { ...previous, email: previous?.email ?? email, name: displayName(after, previous?.name) };
    people.put(tx, memberId, person);
    const change = changed<NameParts>(memberFieldsOf(data.before), after);
    return {
      kind: 'member.name_changed',
      memberId,
      summary: `Name of ${label(previous, memberId)} changed to ${displayName(after, null) ?? '(none)'}`,
      ...change,
    };
  },
  InvitationCreated({ data: { invitationId, email, invitedName, expiresAt, ...rest } }, tx) {
    const data = memberFieldsOf(rest);
    const person: Person = { email, name: displayName(data, invitedName) };
    people.put(tx, invitationId, person);
    return {
      kind: 'invitation.created',
      memberId: invitationId,
      summary: `Invited ${label(person, invitationId)} as ${rolesLabel(data)}`,
      after: roles(data),
      details: { email, expires_at: expiresAt },
    };
  },
  InvitationResent: async ({ data }, tx) => ({
    kind: 'invitation.resent',
    memberId: data.invitationId,
    summary: `Resent the invitation of ${await subject(tx, data.invitationId)}`,
    details: { expires_at: data.expiresAt },
  }),
  InvitationCancelled: async ({ data }, tx) => ({
    kind: 'invitation.cancelled',
    memberId: data.invitationId,
    summary: `Cancelled the invitation of ${await subject(tx, data.invitationId)}`,
    before: { status: 'pending' },
    after: { status: 'cancelled' },
  }),
  InvitationRolesChanged: ({ data }, tx) =>
    rolesChanged(tx, data, data.invitationId, 'invitation.roles_changed', 'Roles of the invitation of'),
  InvitationAccepted: async ({ data }, tx) => ({
    kind: 'invitation.accepted',
    memberId: data.invitationId,
    summary: `${await subject(tx, data.invitationId)} accepted the invitation`,
    details: { user_id: data.userId },
  }),
};

/** Deleting an organization hides it from every read model; its audit entries stay, with this last one. */
export const organizationDescribers: Describers<OrganizationDeleted> = {
  OrganizationDeleted: ({ data: { organizationId, name } }) => ({
    kind: 'organization.deleted',
    organizationId,
    summary: `Deleted the organization ${name}`,
    details: { name },
  }),
};

/** Where a member works (recorded on the organization's shift-types stream), audited with their membership. */
export const memberLocationsDescribers: Describers<MemberLocationsSet> = {
  async MemberLocationsSet({ data: { memberId, locationIds } }, tx) {
    const where = locationIds.length === 0 ? 'any location' : `${locationIds.length} location${locationIds.length === 1 ? '' : 's'}`;
    return {
      kind: 'member.locations_set',
      memberId,
      summary: `${await subject(tx, memberId)} works at ${where}`,
      after: { location_ids: locationIds },
    };
  },
};

/** Which qualifications a member holds, until when (recorded on the shift-types stream), audited with their membership. */
export const memberSkillsDescribers: Describers<MemberSkillsSet> = {
  async MemberSkillsSet({ data: { memberId, skills } }, tx) {
    const held = skills.length === 0 ? 'no skills' : `${skills.length} skill${skills.length === 1 ? '' : 's'}`;
    return {
      kind: 'member.skills_set',
      memberId,
      summary: `${await subject(tx, memberId)} holds ${held}`,
      after: { skills: memberSkillsOf(skills) },
    };
  },
};
