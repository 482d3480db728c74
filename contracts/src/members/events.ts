// Events of `membership-{organizationId}`: who belongs to an organization, with which roles, and
// every invitation. One stream per organization, so org-wide invariants (the last admin,
// max_employees, one acceptance per token) are decided on one consistent state.
// Role and name changes carry before → after, so the audit trail reads from the log alone.

// Version 2 renamed the API's snake_case fields to camelCase; the API's shapes (Roles, NameParts)
// are in contracts/src/members/api.ts, the translation both ways in wire.ts.

export interface RolesData {
  isAdmin: boolean;
  isEmployee: boolean;
}

export interface NamePartsData {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  preferredName: string | null;
}

/** A registered user became an active member (the founder, or through an accepted invitation). */
export interface MemberJoined {
  type: 'MemberJoined';
  data: RolesData &
    NamePartsData & {
      organizationId: string;
      /** Through an invitation, the member keeps the invitation's id. */
      memberId: string;
      userId: string;
      email: string;
      /** The user's profile name when they joined. */
      name: string | null;
      via: 'founder' | 'invitation';
      invitationId?: string;
    };
}

export interface InvitationCreated {
  type: 'InvitationCreated';
  data: RolesData &
    NamePartsData & {
      organizationId: string;
      invitationId: string;
      email: string;
      invitedName: string | null;
      /** The secret of the accept link; admins see it in the member list (invitation_token, docs/product/entities.md#member). */
      token: string;
      /** Null: never expires. Resending starts the same number of days again. */
      expiresInDays: number | null;
      expiresAt: string | null;
      invitedByUserId: string;
      invitedByEmail: string;
    };
}

/** A new token and a new expiry: the previous link stops working. */
export interface InvitationResent {
  type: 'InvitationResent';
  data: { organizationId: string; invitationId: string; email: string; token: string; expiresAt: string | null };
}

export interface InvitationCancelled {
  type: 'InvitationCancelled';
  data: { organizationId: string; invitationId: string; email: string };
}

export interface InvitationRolesChanged {
  type: 'InvitationRolesChanged';
  data: { organizationId: string; invitationId: string; email: string; before: RolesData; after: RolesData };
}

/** Followed, in the same append, by the MemberJoined of the accepting user. */
export interface InvitationAccepted {
  type: 'InvitationAccepted';
  data: { organizationId: string; invitationId: string; email: string; userId: string };
}

export interface MemberRolesChanged {
  type: 'MemberRolesChanged';
  data: { organizationId: string; memberId: string; userId: string; email: string; before: RolesData; after: RolesData };
}

export interface MemberRemoved {
  type: 'MemberRemoved';
  data: RolesData & { organizationId: string; memberId: string; userId: string; email: string };
}

/** The name parts of a member or of a pending invitation (whose member id is the invitation id). */
export interface MemberNameChanged {
  type: 'MemberNameChanged';
  data: { organizationId: string; memberId: string; userId: string | null; email: string; before: NamePartsData; after: NamePartsData };
}

export type InvitationEvent = InvitationCreated | InvitationResent | InvitationCancelled | InvitationRolesChanged | InvitationAccepted;

export type MembershipEvent = MemberJoined | MemberRolesChanged | MemberRemoved | MemberNameChanged | InvitationEvent;

/**
 * `invitation-token-{sha256(token)}`: which invitation a token belongs to, so an accept link leads
 * to its organization without a read model. Appended with no_stream, so a token is issued once.
 */
export interface InvitationTokenIssued {
  type: 'InvitationTokenIssued';
  data: { organizationId: string; invitationId: string };
}

/** Version 2 renamed the API's snake_case fields to camelCase (membership-upcasters.ts reads version 1). */
export const MEMBERSHIP_EVENT_VERSIONS = {
  MemberJoined: 2,
  MemberRolesChanged: 2,
  MemberRemoved: 2,
  MemberNameChanged: 2,
  InvitationCreated: 2,
  InvitationResent: 1,
  InvitationCancelled: 1,
  InvitationRolesChanged: 2,
  InvitationAccepted: 1,
  InvitationTokenIssued: 1,
} as const satisfies Record<(MembershipEvent | InvitationTokenIssued)['type'], number>;
