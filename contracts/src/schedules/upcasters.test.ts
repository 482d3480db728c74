import { describe, expect, it } from 'vitest';
import { assembleGenerated, type ScheduleGenerated } from './events.ts';
import { expectUpcast } from '../testing/upcast.ts';
import { upcast } from '../events/upcasting.ts';

// Payloads exactly as version 1 recorded them, read as version 2.
const month = { organizationId: '7', year: 2026, month: 12, date: '2026-12-02' };

describe('schedule events of version 1', () => {
  it('ScheduleAssignmentChanged reads its shift type, member and override reason in camelCase', () => {
    const violations = [{ rule: 'rest', member_id: 'm1', date: '2026-12-02', detail: 'A: 8 h of rest' }];
    const v1 = { ...month, shift_type_id: 's1', member_id: 'm1', action: 'assign', position: 2, override_reason: 'Agreed', violations };
    expectUpcast('ScheduleAssignmentChanged', 1, v1, 2, {
      ...month,
      shiftTypeId: 's1',
      memberId: 'm1',
      action: 'assign',
      position: 2,
      overrideReason: 'Agreed',
      violations,
    });
  });

  it("ScheduleRepairProposed reads its changes' shift types and members in camelCase", () => {
    const proposal = {
      organizationId: '7',
      year: 2026,
      month: 12,
      proposalId: 'p1',
      requestId: 'r1',
      revision: 3,
      proposedAt: '2026-11-30T07:00:00.000Z',
    };
    const v1 = {
      ...proposal,
      changes: [
        { date: '2026-12-02', shift_type_id: 's1', member_id: 'm1', change: 'removed', position: null },
        { date: '2026-12-02', shift_type_id: 's1', member_id: 'm2', change: 'added', position: 1 },
      ],
      memberNames: { m1: 'Ada', m2: 'Bo' },
    };
    expectUpcast('ScheduleRepairProposed', 1, v1, 2, {
      ...proposal,
      changes: [
        { date: '2026-12-02', shiftTypeId: 's1', memberId: 'm1', change: 'removed', position: null },
        { date: '2026-12-02', shiftTypeId: 's1', memberId: 'm2', change: 'added', position: 1 },
      ],
      memberNames: { m1: 'Ada', m2: 'Bo' },
    });
  });

  // A generated month as versions 1 to 3 recorded it (the API's names), and as version 4 does.
  const identity = { requestId: 'r1', organizationId: '7', year: 2026, month: 12 };
  const summary = (names: 'old' | 'new') => ({
    ...identity,
    status: 'optimal',
    shiftTypes: [
      names === 'old'
        ? { id: 's1', name: 'Day', start_time: '07:00', duration_hours: 8, position_labels: { 1: 'Lead' } }
        : { id: 's1', name: 'Day', startTime: '07:00', durationHours: 8, positionLabels: { 1: 'Lead' } },
    ],
    statistics: {
      objective: 2,
      bound: 1,
      gap: 0.5,
      seconds: 3,
      firstValidSeconds: 1,
      modelSize: { employees: 2, days: 31, [names === 'old' ? 'shift_types' : 'shiftTypes']: 1, cells: 62 },
      inputHash: 'h',
    },
  });
  const reasons = { code: 'unavailable_weekday', message: 'Bo: not available on this weekday' };
  const content = (names: 'old' | 'new') => ({
    assignments: [
      names === 'old'
        ? { date: '2026-12-01', shift_type_id: 's1', member_id: 'm1', position: 1 }
        : { date: '2026-12-01', shiftTypeId: 's1', memberId: 'm1', position: 1 },
    ],
    coverage: [
      names === 'old'
        ? {
            date: '2026-12-01',
            shift_type_id: 's1',
            required_count: 2,
            assigned_count: 1,
            status: 'partially-staffed',
            reasons: [{ ...reasons, employee_ids: ['m2'] }],
          }
        : {
            date: '2026-12-01',
            shiftTypeId: 's1',
            requiredCount: 2,
            assignedCount: 1,
            status: 'partially-staffed',
            reasons: [{ ...reasons, employeeIds: ['m2'] }],
          },
    ],
    memberNames: { m1: 'Ada', m2: 'Bo' },
    requested: { m1: { s1: 10 }, m2: { s1: 4 } },
  });

  it('SchedulePartGenerated reads its assignments and coverage in camelCase', () => {
    expectUpcast('SchedulePartGenerated', 1, { ...identity, part: 0, ...content('old') }, 2, { ...identity, part: 0, ...content('new') });
  });

  it('ScheduleGenerated of version 3 reads its shift types and model size in camelCase, a draft', () => {
    expectUpcast('ScheduleGenerated', 3, { ...summary('old'), parts: 2, assignedShifts: 40, draft: true }, 4, {
      ...summary('new'),
      parts: 2,
      assignedShifts: 40,
      draft: true,
    });
  });

  it('ScheduleGenerated of version 2, from before drafts, reads as a generation published as made', () => {
    expectUpcast('ScheduleGenerated', 2, { ...summary('old'), parts: 2, assignedShifts: 40 }, 4, {
      ...summary('new'),
      parts: 2,
      assignedShifts: 40,
      draft: false,
    });
  });

  it('ScheduleGenerated of version 1, the whole month in the event, reads with no parts, its content kept, published as made', () => {
    const v1 = { ...summary('old'), ...content('old') };
    const current = upcast('ScheduleGenerated', 1, v1);
    expect(current).toEqual({
      version: 4,
      data: { ...summary('new'), parts: 0, assignedShifts: 1, draft: false, content: content('new') },
    });
    // Its readers assemble the same month as the event recorded.
    expect(assembleGenerated(current.data as ScheduleGenerated['data'], [])).toEqual(v1);
  });
});
