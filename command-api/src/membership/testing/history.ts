import { memberData, type InvitationCreated, type MemberJoined, type NameParts, type Roles } from '@rostra/contracts';

// Past events the membership specifications start from, written in the API's terms (as commands
// and answers name roles and name parts) and recorded as the events name them.

export const NOW = '2026-11-22T10:00:00.000Z';
export const LATER = '2026-12-22T10:00:00.000Z';
export const ADMIN = { is_admin: true, is_employee: false } as const;
export const EMPLOYEE = { is_admin: false, is_employee: true } as const;
export const BOTH = { is_admin: true, is_employee: true } as const;
export const NO_NAME = { first_name: null, middle_name: null, last_name: null, preferred_name: null } as const;

/**
 * The founder is member m1; everyone else joined through the invitation whose id they keep. By
 * default with no profile name and no name parts.
 */
export function joined(
  memberId: string,
  userId: string,
  email: string,
  roles: Roles = EMPLOYEE,
  { name = null, ...parts }: Partial<NameParts> & { name?: string | null } = {},
): MemberJoined {
  const via = memberId === 'm1' ? { via: 'founder' as const } : { via: 'invitation' as const, invitationId: memberId };
  return {
    type: 'MemberJoined',
    data: { organizationId: '1', memberId, userId, email, name, ...memberData({ ...roles, ...NO_NAME, ...parts }), ...via },
  };
}

/** Ada (u1, member m1) founded organization 1: admin and employee. */
export const founded = joined('m1', 'u1', 'ada@example.com', BOTH);

type InvitationOptions = Partial<
  Roles & NameParts & { invited_name: string | null } & Pick<InvitationCreated['data'], 'expiresInDays' | 'expiresAt'>
>;

export function invited(invitationId: string, email: string, options: InvitationOptions = {}): InvitationCreated {
  return {
    type: 'InvitationCreated',
    data: memberData({
      organizationId: '1',
      invitationId,
      email,
      invited_name: null,
      ...EMPLOYEE,
      ...NO_NAME,
      token: `token-of-${invitationId}-0000`,
      expiresInDays: 7,
      expiresAt: '2026-11-29T10:00:00.000Z',
      invitedByUserId: 'u1',
      invitedByEmail: 'ada@example.com',
      ...options,
    }),
  };
}
