import { splitGenerated, upcast, type GeneratedMonth, type ScheduleAssignmentChanged, type ScheduleEvent } from '@rostra/contracts';

// Generated months for the schedule decider's specifications: December 2026 of organization 1.

export const month = { organizationId: '1', year: 2026, month: 12 };

/** A generated month, nothing in it unless `fields` say so. */
const generatedMonth = (fields: Partial<GeneratedMonth>): GeneratedMonth => ({
  requestId: 'r1',
  ...month,
  status: 'optimal',
  shiftTypes: [],
  coverage: [],
  memberNames: {},
  requested: {},
  assignments: [],
  statistics: {
    objective: 0,
    bound: 0,
    gap: 0,
    seconds: 1,
    firstValidSeconds: 1,
    modelSize: { employees: 0, days: 0, shift_types: 0, cells: 0 },
    inputHash: 'h',
  },
  ...fields,
});

/** A draft as generation records it now: parts, then the ScheduleGenerated that closes them. */
export const generatedDraft = (fields: Partial<GeneratedMonth> = {}): ScheduleEvent[] => splitGenerated(generatedMonth(fields));

/**
 * A month as version 1 recorded it (whole, before drafts), as the decider meets it: read from the
 * log, so upcast to the current version.
 */
export const generatedV1 = (fields: Partial<GeneratedMonth> = {}): ScheduleEvent =>
  ({ type: 'ScheduleGenerated', data: upcast('ScheduleGenerated', 1, generatedMonth(fields)).data }) as ScheduleEvent;

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
