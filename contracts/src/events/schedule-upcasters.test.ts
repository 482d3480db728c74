import { describe, expect, it } from 'vitest';
import { upcast } from './upcasting.ts';

// Payloads exactly as version 1 recorded them, read as version 2.
const month = { organizationId: '7', year: 2026, month: 12, date: '2026-12-02' };

describe('schedule events of version 1', () => {
  it('ScheduleAssignmentChanged reads its shift type, member and override reason in camelCase', () => {
    const violations = [{ rule: 'rest', member_id: 'm1', date: '2026-12-02', detail: 'A: 8 h of rest' }];
    const v1 = { ...month, shift_type_id: 's1', member_id: 'm1', action: 'assign', position: 2, override_reason: 'Agreed', violations };
    expect(upcast('ScheduleAssignmentChanged', 1, v1)).toEqual({
      version: 2,
      data: { ...month, shiftTypeId: 's1', memberId: 'm1', action: 'assign', position: 2, overrideReason: 'Agreed', violations },
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
    expect(upcast('ScheduleRepairProposed', 1, v1)).toEqual({
      version: 2,
      data: {
        ...proposal,
        changes: [
          { date: '2026-12-02', shiftTypeId: 's1', memberId: 'm1', change: 'removed', position: null },
          { date: '2026-12-02', shiftTypeId: 's1', memberId: 'm2', change: 'added', position: 1 },
        ],
        memberNames: { m1: 'Ada', m2: 'Bo' },
      },
    });
  });
});
