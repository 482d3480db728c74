// Events of `membership-{organizationId}`: who belongs to an organization, with which roles, and
// every invitation. One stream per organization, so org-wide invariants (the last admin,
// max_employees, one acceptance per token) are decided on one consistent state.

export interface Roles {
  is_admin: boolean;
  is_employee: boolean;
}

export interface NameParts {
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  preferred_name: string | null;
}

/** A registered user became an active member (the founder, or through an accepted invitation). */
export interface MemberJoined {
  type: 'MemberJoined';
  data: Roles &
    NameParts & {
      organizationId: string;
      memberId: string;
      userId: string;
      email: string;
      /** The user's profile name when they joined. */
      name: string | null;
      via: 'founder' | 'invitation';
    };
}

export type MembershipEvent = MemberJoined;

export const MEMBERSHIP_EVENT_VERSIONS = {
  MemberJoined: 1,
} as const satisfies Record<MembershipEvent['type'], number>;
