import { z } from 'zod';
import { isoDate, requiredText, wholeNumber } from '../shared/fields.ts';
import { TEXT } from '../shared/texts.ts';

// The audit trail (docs/api/audit.md): who changed what, for whom and when, read from the event
// log's metadata. Entries are written by the audit projection and never changed afterwards.

/** Every kind of audit entry; the part before the dot is its category. */
export const AUDIT_KINDS = [
  'vacation.requested',
  'vacation.approved',
  'vacation.rejected',
  'vacation.cancelled',
  'vacation.manager_notified',
  'invitation.created',
  'invitation.resent',
  'invitation.cancelled',
  'invitation.roles_changed',
  'invitation.accepted',
  'member.joined',
  'member.roles_changed',
  'member.name_changed',
  'member.locations_set',
  'member.skills_set',
  'member.removed',
  'preferences.changed_on_behalf',
  'schedule.generation_requested',
  'schedule.generated',
  'schedule.generation_failed',
  'schedule.cleared',
  'schedule.published',
  'schedule.assigned',
  'schedule.unassigned',
  'schedule.repaired',
  'absence.recorded',
  'trade.offered',
  'trade.accepted',
  'trade.approved',
  'trade.declined',
  'trade.cancelled',
  'trade.expired',
  'trade.applied',
  'open_shift.posted',
  'open_shift.claimed',
  'open_shift.assigned',
  'open_shift.cancelled',
  'open_shift.expired',
  'organization.deleted',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_CATEGORIES = [...new Set(AUDIT_KINDS.map((kind) => kind.split('.')[0]!))] as readonly string[];

export const AUDIT_PAGE_SIZE = { default: 50, max: 500 } as const;

export const AUDIT_TEXT = {
  unknownKind: `Must be one of the audit kinds or categories (${AUDIT_CATEGORIES.join(', ')})`,
  badCursor: 'Invalid cursor',
  badInstant: 'Must be a date (YYYY-MM-DD) or an ISO-8601 instant',
  fromAfterTo: 'from must not be after to',
  memberNotFound: 'Member not found',
} as const;

/** A date (a whole day in the organization's time zone) or an instant with a zone or Z. */
export const auditInstant = z.union([isoDate, z.iso.datetime({ offset: true })], { error: AUDIT_TEXT.badInstant });

/** Query of GET …/audit and …/audit.csv. */
/** A filter given as text: present when given, and of a bounded length. */
const filterText = (max: number) => requiredText().max(max, TEXT.maxChars(max)).optional();

export const auditQuery = z
  .object({
    kind: z
      .string()
      .refine((value) => (AUDIT_KINDS as readonly string[]).includes(value) || AUDIT_CATEGORIES.includes(value), AUDIT_TEXT.unknownKind)
      .optional(),
    /** The member the change was for (member id; an invitation's id before it is accepted). */
    member: filterText(200),
    /** Who made the change: a user id, or an e-mail address. */
    actor: filterText(254),
    /** One vacation request's history. */
    request: filterText(200),
    from: auditInstant.optional(),
    to: auditInstant.optional(),
    cursor: z.string().max(200, TEXT.maxChars(200)).optional(),
    limit: wholeNumber(1, AUDIT_PAGE_SIZE.max).default(AUDIT_PAGE_SIZE.default),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((query) => !query.from || !query.to || query.from.slice(0, 10) <= query.to.slice(0, 10), {
    message: AUDIT_TEXT.fromAfterTo,
    path: ['from'],
  });
export type AuditQuery = z.infer<typeof auditQuery>;

/** `?as_of=` of the point-in-time questions; omitted: now. */
export const asOfQuery = z.object({ as_of: auditInstant.optional() });

export interface AuditPerson {
  user_id: string | null;
  email: string | null;
}

/** One change, as GET …/audit answers it. `before`/`after` hold only what changed. */
export interface AuditEntry {
  id: string;
  kind: AuditKind;
  occurred_at: string;
  actor: AuditPerson;
  /** For whom: the member (or invitation) the change was about, when there is one. */
  member: { id: string; email: string | null; name: string | null } | null;
  /** The vacation request the change was about (its history: `?request=`). */
  request_id: string | null;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** What else the change recorded: dates, notes, the month, the vacation request id… */
  details: Record<string, unknown>;
  /** A change to published shifts less than `notice_days` before them (docs/api/notifications.md#short-notice); always answered. */
  short_notice?: boolean;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: string | null;
}

/** GET …/audit/members/{memberId}/roles?as_of=: the member's standing at that instant, from the log. */
export interface RolesAsOf {
  member_id: string;
  as_of: string;
  /** member: active; invited: a pending invitation; none: not (or no longer, or not yet) in the organization. */
  status: 'member' | 'invited' | 'none';
  is_admin: boolean;
  is_employee: boolean;
  email: string | null;
}

/** GET …/audit/vacation-requests/{requestId}?as_of=: the request at that instant, from the log; null before it was made. */
export interface VacationRequestAsOf {
  request_id: string;
  member_id: string;
  as_of: string;
  state: {
    status: 'pending' | 'approved' | 'rejected' | 'cancelled';
    start_date: string;
    end_date: string;
    request_notes: string | null;
    review_notes: string | null;
    requested_at: string;
    reviewed_at: string | null;
    reviewed_by_email: string | null;
    cancelled_at: string | null;
  } | null;
}

/** The audit read model's table. */
export const AUDIT_TABLE = 'audit_entries';

/** A row of the audit read model: an AuditEntry with flat fields to filter and page on. */
export interface AuditRecord {
  /** The event's log position, zero-padded so that string order is log order: the page cursor. */
  id: string;
  event_id: string;
  organization_id: string;
  kind: AuditKind;
  category: string;
  occurred_at: string;
  actor_user_id: string | null;
  actor_email: string | null;
  member_id: string | null;
  member_email: string | null;
  member_name: string | null;
  /** The vacation request the entry is about, for a request's history. */
  request_id: string | null;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  details: Record<string, unknown>;
  /** Set on the entry of a change made at short notice. */
  short_notice?: boolean;
  [key: string]: unknown;
}
