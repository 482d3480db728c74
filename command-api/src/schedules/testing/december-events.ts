import { aGeneratedMonth } from '@rostra/contracts/testing/generated-month';
import { splitGenerated, upcast, type GeneratedMonth, type ScheduleAssignmentChanged, type ScheduleEvent } from '@rostra/contracts';

// Events of December 2026 of organization 1 for the schedule decider's specifications.

export const month = { organizationId: '1', year: 2026, month: 12 };

/** A draft as generation records it now: parts, then the ScheduleGenerated that closes them. */
export const generatedDraft = (fields: Partial<GeneratedMonth> = {}): ScheduleEvent[] => splitGenerated(aGeneratedMonth(fields));

/**
 * A month as version 1 recorded it (whole, before drafts), as the decider meets it: read from the
 * log, so upcast to the current version.
 */
export const generatedV1 = (fields: Partial<GeneratedMonth> = {}): ScheduleEvent =>
  ({ type: 'ScheduleGenerated', data: upcast('ScheduleGenerated', 1, aGeneratedMonth(fields)).data }) as ScheduleEvent;

/** An admin's edit of the draft: A on the Late shift of 2 December, unless `fields` say otherwise. */
export const assignmentChanged = (fields: Partial<ScheduleAssignmentChanged['data']> = {}): ScheduleEvent => ({
  type: 'ScheduleAssignmentChanged',
  data: {
    ...month,
    date: '2026-12-02',
    shiftTypeId: 'L',
    memberId: 'a',
    action: 'assign',
    position: 1,
    overrideReason: null,
    violations: [],
    ...fields,
  },
});
