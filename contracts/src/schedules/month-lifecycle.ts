import { z } from 'zod';
import type { RuleViolation } from '../rules/check.ts';
import type { MemberSkill } from '../skills/api.ts';

// The life of a generated month after generation: the draft admins work on, and the version
// employees see once it is published (docs/api/month-lifecycle.md).

/** Refusals of POST …/schedules/{year}/{month}/publish, in the words the web shows. */
export const PUBLISH_TEXT = {
  noSchedule: 'There is no schedule for this month to publish. Generate one first.',
  unchanged: 'This draft is already published: there are no changes to publish.',
};

/** Why someone with shifts in a publication gets no e-mail of it (PublishResult.not_notified). */
export const NOT_NOTIFIED_TEXT = {
  invitation_expired: 'Their invitation has expired: resend it to send them their shifts.',
  invitation_cancelled: 'Their invitation was cancelled.',
  not_a_member: 'They are no longer a member of the organization.',
} as const;
export type NotNotifiedReason = keyof typeof NOT_NOTIFIED_TEXT;

/** What the Org Schedule tells admins of the month's publication. */
export interface Publication {
  /** When the version employees see was published; null while nothing is. */
  published_at: string | null;
  /** Assignments added to or removed from the draft since then (all of them before a first publication). */
  changes: number;
}

/** Someone whose shifts a publication changed. */
export interface PublishedPerson {
  member_id: string;
  name: string;
}

/** POST …/publish: when, and who is told of the changes to their shifts (by e-mail, sent after the answer). */
export interface PublishResult {
  published_at: string;
  /** How many are e-mailed, invitees included. */
  notified: number;
  /** Invited but not joined yet: e-mailed their shifts with their invitation's accept link. */
  invited: PublishedPerson[];
  /** No e-mail reaches them, and why. */
  not_notified: (PublishedPerson & { reason: NotNotifiedReason; detail: string })[];
}

/** PUT …/schedules/{year}/{month}/assignments: put someone on a shift of the draft, or take them off. */
export const assignmentEditBody = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'),
  shift_type_id: z.string().min(1).max(40),
  member_id: z.string().min(1).max(40),
  action: z.enum(['assign', 'unassign'], { error: 'must be "assign" or "unassign"' }),
  override_reason: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((reason) => (reason ? reason : null)),
});
export type AssignmentEditBody = z.input<typeof assignmentEditBody>;

/** One person on a shift of the draft. */
export interface ShiftDayAssignment {
  member_id: string;
  position: number;
  /** Edited by hand: a repair keeps it. */
  pinned: boolean;
}

/** The answer to an edit: the shift-day as it stands now, and the rules the edit broke (overridden). */
export interface AssignmentEditResult {
  date: string;
  shift_type_id: string;
  assignments: ShiftDayAssignment[];
  violations: RuleViolation[];
  /** Skill cover the edit left short (not a hard rule: the edit stands); empty: none. */
  warnings: SkillCoverWarning[];
}

/** A shift-day an edit left short of a skill: who is on it holds it too seldom on that date. */
export interface SkillCoverWarning {
  rule: 'skill_cover';
  date: string;
  shift_type_id: string;
  skill_id: string;
  detail: string;
}

/** A refused edit (409): the rules it would break. */
export interface AssignmentRefusal {
  detail: string;
  violations: RuleViolation[];
}

export const EDIT_TEXT = {
  noDraft: 'There is no schedule for this month. Generate one first.',
  dateOutsideMonth: 'date: must be a day of the month being edited',
  unknownShiftType: "Shift type not found in this month's schedule",
  unknownShift: "Shift not found in this month's schedule",
  unknownMember: 'Employee not found',
  alreadyAssigned: 'This employee is already on this shift.',
  notAssigned: 'This employee is not on this shift.',
  rulesBroken: (count: number) =>
    `This change breaks ${count === 1 ? 'a scheduling rule' : `${count} scheduling rules`}. Give a reason to override.`,
};

/** Someone who could be put on a shift of the draft, as the shift-day editor lists them. */
export interface ShiftCandidate {
  member_id: string;
  name: string;
  /** On this shift already. */
  on_shift: boolean;
  /** The name of another shift they work that day, if any. */
  that_day: string | null;
  /** Their shifts of this type in the draft's month, and how many they are meant to have. */
  assigned: number;
  target: number;
  /** The hard rules putting them on the shift would break. */
  violations: RuleViolation[];
  /** They said they cannot work this shift type (My Preferences) and the admin's rules allow it: no rule, but overruling them. */
  cannot_work: boolean;
  /** The qualifications they hold on that date (contracts' skills); lapsed ones are left out. */
  skills: MemberSkill[];
}

export interface ShiftCandidates {
  date: string;
  shift_type_id: string;
  candidates: ShiftCandidate[];
}

export const REPAIR_TEXT = {
  notFound: 'Repair proposal not found. Ask for a new repair.',
  stale: 'The draft changed since this repair was proposed. Ask for a new repair.',
  failed: 'No repair keeps the pinned and published shifts within the scheduling rules. Change them by hand, or regenerate the month.',
  timeout: 'The repair is taking longer than expected. Please try again in a moment.',
  superseded: 'The draft changed while the repair was being worked out. Ask for a new repair.',
};

/** POST …/repair: a proposal to apply with POST …/repair/{proposal_id}/apply. */
export interface RepairProposal {
  proposal_id: string;
  /** `member_name` as the organization shows its members (the id for someone no longer schedulable). */
  changes: { member_id: string; member_name: string; date: string; shift_type_id: string; change: 'added' | 'removed' }[];
}

/** A shift-day a vacation request would leave short, and whether a repair could fill it. */
export interface ImpactedShift {
  date: string;
  shift_type_id: string;
  shift_type_name: string;
  required_count: number;
  /** Who would still count once the request is approved. */
  remaining_count: number;
  /** Someone else could take it without breaking a hard rule (what a repair would do). */
  fillable: boolean;
}

/** GET …/vacation-requests/{requestId}/impact. */
export interface VacationImpact {
  request_id: string;
  member_id: string;
  /** The member's shifts in the request's days, in the current draft. */
  shifts_affected: number;
  short_shifts: ImpactedShift[];
}
