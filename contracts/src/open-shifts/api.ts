import { z } from 'zod';
import type { RuleViolation } from '../rules/index.ts';
import type { OpenShiftStatus } from '../folds/open-shifts.ts';
import type { OpenShiftExpiryReason } from './events.ts';

// The open-shifts API (docs/api/open-shifts.md): bodies, answers and texts.

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
const id = z.string().min(1).max(40);

const COUNT = 'must be a whole number between 1 and 50';

/** POST {S}/open-shifts: places a shift-day of the published month still needs. */
export const openShiftPostBody = z.object({
  date: day,
  shift_type_id: id,
  count: z.number({ error: COUNT }).int(COUNT).min(1, COUNT).max(50, COUNT),
});

export type OpenShiftPostBody = z.infer<typeof openShiftPostBody>;

export const openShiftAssignBody = z.object({ member_id: id });

export const openShiftStatuses = ['open', 'filled', 'cancelled', 'expired'] as const;
export const openShiftListQuery = z.object({ status: z.enum(openShiftStatuses).optional() });

/** One open shift as the API answers it. */
export interface OpenShiftFields {
  id: string;
  date: string;
  shift_type_id: string;
  count: number;
  filled: number;
  status: OpenShiftStatus;
  /** Why it expired (`month_changed`, `shift_type_deleted`); null unless `expired`. */
  expiry_reason: OpenShiftExpiryReason | null;
  posted_at: string;
  /** The user id of the admin who posted it. */
  posted_by: string;
  assigned: string[];
  claims: { member_id: string; claimed_at: string }[];
}

/** A candidate for an open shift's place, for the admin: ranked eligible first, then furthest below target, then fairness. */
export interface OpenShiftCandidate {
  member_id: string;
  eligible: boolean;
  violations: RuleViolation[];
  /** Shifts worked in the month minus the shifts asked for (negative: below target). */
  distance_from_target: number;
  /** 1: the one the fairness ledger owes most (fewest weekends, nights and shifts above target carried). */
  fairness_rank: number;
}

export interface OpenShiftListItem extends OpenShiftFields {
  eligible: boolean;
  violations: RuleViolation[];
  claimed_by_me: boolean;
  /** Admins only. */
  candidates?: OpenShiftCandidate[];
}

export interface OpenShiftList {
  open_shifts: OpenShiftListItem[];
}

/** A refused claim or assignment (409): the rules it would break. */
export interface OpenShiftRefusal {
  detail: string;
  violations: RuleViolation[];
}

/** The open shifts read model, one document per open shift (id: the open shift's id). */
export const OPEN_SHIFTS_TABLE = 'open_shifts';

export interface OpenShiftRecord extends OpenShiftFields {
  organization_id: string;
  /** `yyyy-mm`. */
  period: string;
  released_member_id: string | null;
  [key: string]: unknown;
}

export const OPEN_SHIFT_TEXT = {
  notPublished: 'This month is not published: open shifts are posted on the published month.',
  dateOutsideMonth: 'date: must be a day of the month',
  inThePast: 'Shifts in the past cannot be posted or claimed.',
  unknownShiftType: 'Shift type not found in this month',
  notFound: 'Open shift not found',
  unknownMember: 'Employee not found',
  notOpen: (status: string) => `This open shift is no longer open (it is ${status}).`,
  alreadyWorks: 'This member already works this shift.',
  alreadyClaimed: 'You have already claimed this open shift.',
  expired: (reason: OpenShiftExpiryReason) =>
    reason === 'month_changed'
      ? 'This open shift has expired: its month was cleared or generated again.'
      : 'This open shift has expired: its shift type was deleted.',
  rulesBroken: (count: number) => `Taking this shift breaks ${count === 1 ? 'a scheduling rule' : `${count} scheduling rules`}.`,
};
