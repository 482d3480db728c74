import type { RuleViolation } from '@rostra/contracts';

/** A candidate for an open shift, ranked for the admin: eligible first, then fewest hours against target, then fairness. */
export interface OpenShiftCandidate {
  member_id: string;
  eligible: boolean;
  violations: RuleViolation[];
  distance_from_target: number;
  fairness_rank: number;
}

/** An open shift as GET /organizations/{id}/open-shifts answers it (issue 54's contract). */
export interface OpenShift {
  id: string;
  date: string;
  shift_type_id: string;
  count: number;
  filled: number;
  status: 'open' | 'filled' | 'cancelled';
  posted_at: string;
  posted_by: string;
  assigned: string[];
  /** Admins: every claim; an employee: their own. */
  claims: { member_id: string; claimed_at: string }[];
  /** For an employee: whether they may take it now, and what stops them. */
  eligible?: boolean;
  violations?: RuleViolation[];
  claimed_by_me?: boolean;
  /** Admins only. */
  candidates?: OpenShiftCandidate[];
}
