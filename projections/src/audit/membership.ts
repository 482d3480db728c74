import { memberFieldsOf, type MembershipEvent, type NameParts, type OrganizationDeleted, type Roles } from '@rostra/contracts';
import type { ProjectionTx, RecordedEvent } from '@rostra/platform';
import { displayName, label, people, type Person } from './context.ts';
import { describers, type Described, type Describer } from './entry.ts';

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

async function describe(event: RecordedEvent & MembershipEvent, tx: ProjectionTx): Promise<Described> {
  switch (event.type) {
    case 'InvitationCreated': {
      const { invitationId, email, invitedName, expiresAt, ...rest } = event.data;
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
    }
    case 'InvitationResent':
      return {
        kind: 'invitation.resent',
        memberId: event.data.invitationId,
        summary: `Resent the invitation of ${await subject(tx, event.data.invitationId)}`,
        details: { expires_at: event.data.expiresAt },
      };
    case 'InvitationCancelled':
      return {
        kind: 'invitation.cancelled',
        memberId: event.data.invitationId,
        summary: `Cancelled the invitation of ${await subject(tx, event.data.invitationId)}`,
        before: { status: 'pending' },
        after: { status: 'cancelled' },
      };
    case 'InvitationRolesChanged':
    case 'MemberRolesChanged': {
      const [before, after] = [memberFieldsOf(event.data.before), memberFieldsOf(event.data.after)];
      const memberId = event.type === 'MemberRolesChanged' ? event.data.memberId : event.data.invitationId;
      const what = event.type === 'MemberRolesChanged' ? 'Roles of' : 'Roles of the invitation of';
      return {
        kind: event.type === 'MemberRolesChanged' ? 'member.roles_changed' : 'invitation.roles_changed',
        memberId,
        summary: `${what} ${await subject(tx, memberId)} changed: ${rolesLabel(before)} → ${rolesLabel(after)}`,
        before: roles(before),
        after: roles(after),
      };
    }
    case 'InvitationAccepted':
      return {
        kind: 'invitation.accepted',
        memberId: event.data.invitationId,
        summary: `${await subject(tx, event.data.invitationId)} accepted the invitation`,
        details: { user_id: event.data.userId },
      };
    case 'MemberJoined': {
      const { memberId, email, name, via, ...rest } = event.data;
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
    }
    case 'MemberNameChanged': {
      const { memberId, email } = event.data;
      const after = memberFieldsOf(event.data.after);
      const previous = await people.get(tx, memberId);
      const person: Person = { ...previous, email: previous?.email ?? email, name: displayName(after, previous?.name) };
      people.put(tx, memberId, person);
      const change = changed<NameParts>(memberFieldsOf(event.data.before), after);
      return {
        kind: 'member.name_changed',
        memberId,
        summary: `Name of ${label(previous, memberId)} changed to ${displayName(after, null) ?? '(none)'}`,
        ...change,
      };
    }
    case 'MemberRemoved': {
      const data = memberFieldsOf(event.data);
      return {
        kind: 'member.removed',
        memberId: data.memberId,
        summary: `Removed ${await subject(tx, data.memberId)} (was ${rolesLabel(data)})`,
        before: roles(data),
        after: null,
      };
    }
  }
}

/** Every membership event type is audited (the switch above is exhaustive over them). */
const MEMBERSHIP_TYPES: Record<MembershipEvent['type'], true> = {
  MemberJoined: true,
  MemberRolesChanged: true,
  MemberRemoved: true,
  MemberNameChanged: true,
  InvitationCreated: true,
  InvitationResent: true,
  InvitationCancelled: true,
  InvitationRolesChanged: true,
  InvitationAccepted: true,
};
export const membershipDescribers = describers(Object.keys(MEMBERSHIP_TYPES), (event, tx) =>
  describe(event as RecordedEvent & MembershipEvent, tx),
);

/** Deleting an organization hides it from every read model; its audit entries stay, with this last one. */
export const organizationDescribers: Record<'OrganizationDeleted', Describer> = {
  OrganizationDeleted: (event) => {
    const { organizationId, name } = (event as RecordedEvent & OrganizationDeleted).data;
    return { kind: 'organization.deleted', organizationId, summary: `Deleted the organization ${name}`, details: { name } };
  },
};
