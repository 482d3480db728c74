import type { Member, MemberStatus } from '@rostra/contracts';
import { clock } from '@/lib/clock.ts';
import { daysUntil, formatDate } from '@/lib/dates.ts';

export const STATUS_TEXT: Record<MemberStatus, string> = {
  active: 'Active',
  pending: 'Pending Invitation',
  expired: 'Invitation Expired',
};

/** The Joined column of docs/product/states.md#members-and-invitations: the join date, 'Never expires', 'Expired {date}' or 'Expires in N day(s)'. */
export function joinedText(member: Pick<Member, 'member_type' | 'user_created_at' | 'expires_at'>, now: Date = clock.now()): string {
  if (member.member_type === 'user') return formatDate(member.user_created_at);
  if (!member.expires_at) return 'Never expires';
  const days = daysUntil(member.expires_at, now);
  if (days <= 0) return `Expired ${formatDate(member.expires_at)}`;
  return `Expires in ${days} ${days === 1 ? 'day' : 'days'}`;
}

export function rolesText(member: Pick<Member, 'is_admin' | 'is_employee'>): string {
  return [member.is_admin && 'Admin', member.is_employee && 'Employee'].filter(Boolean).join(', ') || 'No Role';
}

export const ROLE_FILTERS = {
  all: { label: 'All roles', test: () => true },
  admin: { label: 'Admin', test: (m: Member) => m.is_admin },
  employee: { label: 'Employee', test: (m: Member) => m.is_employee },
  'admin-only': { label: 'Admin only', test: (m: Member) => m.is_admin && !m.is_employee },
  'employee-only': { label: 'Employee only', test: (m: Member) => m.is_employee && !m.is_admin },
  both: { label: 'Admin & Employee', test: (m: Member) => m.is_admin && m.is_employee },
} as const;
export type RoleFilter = keyof typeof ROLE_FILTERS;

export const acceptLink = (token: string) => `${window.location.origin}/invitations/${encodeURIComponent(token)}/accept`;
