import { z } from 'zod';
import type { VacationStatus } from './events.ts';
import { isoDate } from '../shared/fields.ts';
import { optionalField } from '../organizations/api.ts';
import { PREFERENCES_TEXT } from '../preferences/api.ts';

// Vacation requests (docs/product/screens-and-routes.md, docs/product/entities.md, docs/product/states.md, docs/product/validation.md, docs/product/api-calls.md): bodies with the texts of docs/product/validation.md#vacation, the answers, the read model.

export const VACATION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const satisfies readonly VacationStatus[];
export const VACATION_NOTES_MAX = 1000;

export const VACATION_TEXT = {
  datesRequired: 'Start date and end date are required',
  endBeforeStart: 'End date must be after start date',
  fillRequired: 'Please fill in all required fields',
  inThePast: (today: string) => `Vacation cannot start in the past (today is ${today})`,
  overlaps: (other: { start_date: string; end_date: string; status: VacationStatus }) =>
    `This request overlaps an existing ${other.status} vacation request from ${other.start_date} to ${other.end_date}`,
  notFound: 'Vacation request not found',
  reviewOnlyPending: (status: VacationStatus) => `Only pending requests can be approved or rejected; this request is ${status}`,
  adminCancelOnly: (status: VacationStatus) => `Only pending or approved requests can be cancelled; this request is ${status}`,
  alreadyCancelled: 'This vacation request has already been cancelled',
  notYours: 'You can only cancel your own vacation requests',
  onlyEmployees: 'Only employees of this organization can request vacation',
  employeeNotFound: PREFERENCES_TEXT.employeeNotFound,
  reviewStatus: 'Must be approved or rejected',
  submitted: 'Vacation request submitted successfully!',
} as const;

const notes = optionalField(z.string().trim().max(VACATION_NOTES_MAX, `Must be no more than ${VACATION_NOTES_MAX} characters`));

const dates = { start_date: optionalField(isoDate), end_date: optionalField(isoDate) };

/** Both dates present (else `missing`, docs/product/validation.md), the end not before the start; the text as docs/product/validation.md#vacation gives it. */
const checkDates =
  (missing: string) =>
  (body: { start_date?: string | null | undefined; end_date?: string | null | undefined }, context: z.RefinementCtx) => {
    if (!body.start_date || !body.end_date) context.addIssue({ code: 'custom', message: missing });
    else if (body.end_date < body.start_date) context.addIssue({ code: 'custom', message: VACATION_TEXT.endBeforeStart });
  };

/** Once checked, both dates are there. */
const dated = <T>(body: T) => body as T & { start_date: string; end_date: string };

/** POST …/my-vacation-requests. */
export const vacationRequestBody = z
  .object({ ...dates, request_notes: notes })
  .superRefine(checkDates(VACATION_TEXT.datesRequired))
  .transform(dated);
export type VacationRequestBody = z.infer<typeof vacationRequestBody>;

/** POST …/employees/{employeeId}/vacation-requests: auto_approve creates, then approves (docs/product/screens-and-routes.md, docs/product/states.md). */
export const adminVacationRequestBody = z
  .object({ ...dates, request_notes: notes, auto_approve: z.boolean().default(false), review_notes: notes })
  .superRefine(checkDates(VACATION_TEXT.fillRequired))
  .transform(dated);
export type AdminVacationRequestBody = z.infer<typeof adminVacationRequestBody>;

export const vacationReviewBody = z.object({
  status: z.enum(['approved', 'rejected'], { error: VACATION_TEXT.reviewStatus }),
  review_notes: notes,
});
export type VacationReviewBody = z.infer<typeof vacationReviewBody>;

/** GET …/vacation-requests and …/my-vacation-requests: requests overlapping the period, if given. */
export const vacationListQuery = z.object(dates);

/** A request as the log knows it: the command side answers this much. */
export interface VacationRequestFields {
  id: string;
  member_id: string;
  start_date: string;
  end_date: string;
  status: VacationStatus;
  request_notes: string | null;
  review_notes: string | null;
  requested_at: string;
  reviewed_at: string | null;
  cancelled_at: string | null;
  /** An approved request was cancelled: the approving manager is told (docs/product/states.md). */
  manager_notified: boolean;
}

/** The vacation request of docs/product/entities.md; names in the organization's format. */
export interface VacationRequest extends VacationRequestFields {
  employee_name: string;
  requested_by_name: string;
  reviewed_by_name: string | null;
  cancelled_by_name: string | null;
}

export interface VacationRequestList {
  requests: VacationRequest[];
  total: number;
  pending_count: number;
  approved_count: number;
  rejected_count: number;
  cancelled_count: number;
}

/** The vacation requests read model, one document per request. */
export const VACATION_REQUESTS_TABLE = 'vacation_requests';

/** A row of the read model: people by user id and e-mail (names are made when read). */
export interface VacationRequestRecord extends VacationRequestFields {
  organization_id: string;
  requested_by_user_id: string | null;
  requested_by_email: string | null;
  reviewed_by_user_id: string | null;
  reviewed_by_email: string | null;
  cancelled_by_user_id: string | null;
  cancelled_by_email: string | null;
  [key: string]: unknown;
}

const STATUS_ORDER: Record<VacationStatus, number> = { pending: 0, approved: 1, rejected: 2, cancelled: 3 };

/** docs/product/states.md: pending first (newest request first), then approved, rejected, cancelled (oldest first). */
export function compareVacationRequests(a: Pick<VacationRequest, 'status' | 'requested_at' | 'id'>, b: typeof a): number {
  const byStatus = STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
  if (byStatus !== 0) return byStatus;
  const byTime = a.requested_at.localeCompare(b.requested_at) || a.id.localeCompare(b.id);
  return a.status === 'pending' ? -byTime : byTime;
}

/** Whether two inclusive date ranges share a day. */
export const datesOverlap = (a: { start_date: string; end_date: string }, b: { start_date: string; end_date: string }) =>
  a.start_date <= b.end_date && b.start_date <= a.end_date;
