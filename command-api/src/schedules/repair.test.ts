import { EDIT_TEXT, REPAIR_TEXT, type ScheduleEvent } from '@rostra/contracts';
import { given } from '@rostra/platform/decider/spec';
import { describe, it } from 'vitest';
import { scheduleDecider } from './decide.ts';
import { assignmentChanged, generatedDraft, month } from './testing/december-events.ts';

const at = '2026-11-30T07:00:00.000Z';
const shiftTypes = [{ id: 'L', name: 'Late', start_time: '14:00', duration_hours: 8, position_labels: {} }];
const need = (date: string) => ({
  date,
  shift_type_id: 'L',
  required_count: 2,
  assigned_count: 2,
  status: 'fully-staffed' as const,
  reasons: [],
});
const draft = generatedDraft({
  shiftTypes,
  coverage: [need('2026-12-01'), need('2026-12-02')],
  assignments: [
    { date: '2026-12-01', shift_type_id: 'L', member_id: 'a', position: 1 },
    { date: '2026-12-01', shift_type_id: 'L', member_id: 'b', position: 2 },
    { date: '2026-12-02', shift_type_id: 'L', member_id: 'a', position: 1 },
    { date: '2026-12-02', shift_type_id: 'L', member_id: 'b', position: 2 },
  ],
});
const request = { type: 'RequestRepair', ...month, proposalId: 'p1', now: at } as const;
const requested = (revision: number): ScheduleEvent => ({
  type: 'ScheduleRepairRequested',
  data: { ...month, proposalId: 'p1', requestId: 'r1', revision, requestedAt: at },
});
const proposed: ScheduleEvent = {
  type: 'ScheduleRepairProposed',
  data: {
    ...month,
    proposalId: 'p1',
    requestId: 'r1',
    revision: 0,
    proposedAt: at,
    changes: [
      { date: '2026-12-02', shiftTypeId: 'L', memberId: 'a', change: 'removed', position: null },
      { date: '2026-12-02', shiftTypeId: 'L', memberId: 'c', change: 'added', position: 1 },
    ],
  },
};
const apply = (proposalId = 'p1') => ({ type: 'ApplyRepair', ...month, proposalId, now: at }) as const;

describe('repairing the draft', () => {
  it('asks the solver service for a repair of the draft as it stands: its generation and revision', () => {
    given(scheduleDecider, draft)
      .when(request)
      .then([requested(0)]);
    const edited = assignmentChanged({ action: 'unassign', position: null });
    given(scheduleDecider, [...draft, edited])
      .when(request)
      .then([requested(1)]);
  });

  it('changes nothing by asking, by the claim of a solver replica or by a failure: the draft and its proposal stay', () => {
    given(scheduleDecider, [
      ...draft,
      proposed,
      requested(0),
      { type: 'ScheduleRepairStarted', data: { proposalId: 'p2', workerId: 'w1' } },
      { type: 'ScheduleRepairFailed', data: { proposalId: 'p2', status: 'infeasible', problems: [] } },
    ])
      .when(apply())
      .then([{ type: 'ScheduleRepairApplied', data: { ...month, proposalId: 'p1' } }]);
  });

  it('applies the proposal it made to the draft as it stood', () => {
    given(scheduleDecider, [...draft, proposed])
      .when(apply())
      .then([{ type: 'ScheduleRepairApplied', data: { ...month, proposalId: 'p1' } }]);
  });

  it('refuses a proposal the draft has moved past, an unknown one, and one applied already', () => {
    const edited = assignmentChanged({ date: '2026-12-03', memberId: 'c' });
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
    given(scheduleDecider).when(request).thenFails('not_found', EDIT_TEXT.noDraft);
  });
});
