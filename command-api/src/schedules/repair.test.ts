import { EDIT_TEXT, REPAIR_TEXT, splitGenerated, type RuleInput, type ScheduleEvent } from '@rostra/contracts';
import { given } from '@rostra/platform/decider/spec';
import { describe, it } from 'vitest';
import { scheduleDecider } from './decide.ts';

const at = '2026-11-30T07:00:00.000Z';
const month = { organizationId: '1', year: 2026, month: 12 };
const shiftTypes = [{ id: 'L', name: 'Late', start_time: '14:00', duration_hours: 8, position_labels: {} }];
const need = (date: string) => ({
  date,
  shift_type_id: 'L',
  required_count: 2,
  assigned_count: 2,
  status: 'fully-staffed' as const,
  reasons: [],
});
const draft: ScheduleEvent[] = splitGenerated({
  requestId: 'r1',
  ...month,
  status: 'optimal',
  shiftTypes,
  memberNames: {},
  requested: {},
  coverage: [need('2026-12-01'), need('2026-12-02')],
  assignments: [
    { date: '2026-12-01', shift_type_id: 'L', member_id: 'a', position: 1 },
    { date: '2026-12-01', shift_type_id: 'L', member_id: 'b', position: 2 },
    { date: '2026-12-02', shift_type_id: 'L', member_id: 'a', position: 1 },
    { date: '2026-12-02', shift_type_id: 'L', member_id: 'b', position: 2 },
  ],
  statistics: {
    objective: 0,
    bound: 0,
    gap: 0,
    seconds: 1,
    firstValidSeconds: 1,
    modelSize: { employees: 0, days: 0, shift_types: 0, cells: 0 },
    inputHash: 'h',
  },
});
const member = (id: string, vacations: { start_date: string; end_date: string }[] = []) => ({
  id,
  name: id,
  available_weekdays: {},
  disallowed_shift_types: [],
  vacations,
  max_weekly_hours: null,
});
/** a is sick on the 2nd; c is free. */
const rules: RuleInput = {
  min_rest_hours: 11,
  max_weekly_hours: 48,
  shift_types: [],
  apart: [],
  history: [],
  members: [member('a', [{ start_date: '2026-12-02', end_date: '2026-12-02' }]), member('b'), member('c')],
};
const propose = { type: 'ProposeRepair', ...month, proposalId: 'p1', rules, now: at } as const;
const proposed: ScheduleEvent = {
  type: 'ScheduleRepairProposed',
  data: {
    ...month,
    proposalId: 'p1',
    requestId: 'r1',
    revision: 0,
    proposedAt: at,
    changes: [
      { date: '2026-12-02', shift_type_id: 'L', member_id: 'a', change: 'removed', position: null },
      { date: '2026-12-02', shift_type_id: 'L', member_id: 'c', change: 'added', position: 1 },
    ],
  },
};
const apply = (proposalId = 'p1') => ({ type: 'ApplyRepair', ...month, proposalId, now: at }) as const;

describe('repairing the draft', () => {
  it('proposes taking off whom a rule now forbids and filling the gap, moving nobody else', () => {
    given(scheduleDecider, draft).when(propose).then([proposed]);
  });

  it('keeps an assignment an admin pinned against the rules', () => {
    const pinned: ScheduleEvent = {
      type: 'ScheduleAssignmentChanged',
      data: {
        ...month,
        date: '2026-12-02',
        shift_type_id: 'L',
        member_id: 'a',
        action: 'assign',
        position: 1,
        override_reason: 'Agreed',
        violations: [],
      },
    };
    given(scheduleDecider, [...draft, pinned])
      .when(propose)
      .then([
        { type: 'ScheduleRepairProposed', data: { ...month, proposalId: 'p1', requestId: 'r1', revision: 1, proposedAt: at, changes: [] } },
      ]);
  });

  it('applies the proposal it made to the draft as it stood', () => {
    given(scheduleDecider, [...draft, proposed])
      .when(apply())
      .then([{ type: 'ScheduleRepairApplied', data: { ...month, proposalId: 'p1' } }]);
  });

  it('refuses a proposal the draft has moved past, an unknown one, and one applied already', () => {
    const edited: ScheduleEvent = {
      type: 'ScheduleAssignmentChanged',
      data: {
        ...month,
        date: '2026-12-03',
        shift_type_id: 'L',
        member_id: 'c',
        action: 'assign',
        position: 1,
        override_reason: null,
        violations: [],
      },
    };
    given(scheduleDecider, [...draft, proposed, edited])
      .when(apply())
      .thenFails('conflict', REPAIR_TEXT.stale);
    given(scheduleDecider, [...draft, proposed])
      .when(apply('p0'))
      .thenFails('not_found', REPAIR_TEXT.notFound);
    given(scheduleDecider, [...draft, proposed, { type: 'ScheduleRepairApplied', data: { ...month, proposalId: 'p1' } }])
      .when(apply())
      .thenFails('not_found', REPAIR_TEXT.notFound);
  });

  it('needs a draft', () => {
    given(scheduleDecider).when(propose).thenFails('not_found', EDIT_TEXT.noDraft);
  });
});
