import { describe, expect, it } from 'vitest';
import { qualityReportData, qualityReportOf } from './events.ts';
import { expectUpcast } from '../testing/upcast.ts';

// A report exactly as version 1 recorded it (the API's names), read as version 2. What keeps its
// name is written once; each version lists the names it has.
const month = { requestId: 'r1', organizationId: '7', year: 2026, month: 12, violations: { rest: 0 } };
const shiftDay = { date: '2026-12-05', required: 2, assigned: 1 };
const employee = { name: 'Ana', target: 4, assigned: 4 };
const explained = { dates: ['2026-12-05'], shortfall: 1, tried: 1, complete: true };
const reason = { code: 'shift_type_disallowed', message: 'Ana: not allowed' };
const suggestion = { kind: 'allow_shift_type', text: 'allow Ana to work Night', size: 1, covers: 1, fills: 1 };
const none = { total: 0, items: [] };
const one = <T>(item: T) => ({ total: 1, items: [item] });

const v1 = {
  ...month,
  understaffed: one({ ...shiftDay, shift_type_id: 'night' }),
  overstaffed: none,
  shift_types: [{ id: 'night', name: 'Night' }],
  night_shift_type_ids: ['night'],
  employees: one({ ...employee, member_id: 'm1', weekend_shifts: 1, night_shifts: 2, weekend_share: 0.5, night_share: 1 }),
  explanations: one({
    ...explained,
    shift_type_id: 'night',
    reasons: [{ ...reason, member_ids: ['m1'], member_count: 1 }],
    suggestions: [{ ...suggestion, member_id: 'm1' }],
  }),
  explain_seconds: 0.2,
};
const v2 = {
  ...month,
  understaffed: one({ ...shiftDay, shiftTypeId: 'night' }),
  overstaffed: none,
  shiftTypes: [{ id: 'night', name: 'Night' }],
  nightShiftTypeIds: ['night'],
  employees: one({ ...employee, memberId: 'm1', weekendShifts: 1, nightShifts: 2, weekendShare: 0.5, nightShare: 1 }),
  // Recorded before shifts overruling a "cannot work" were reported: none.
  overruled: none,
  // Recorded before skill shortfalls were reported: none.
  skillShortfalls: none,
  explanations: one({
    ...explained,
    shiftTypeId: 'night',
    reasons: [{ ...reason, memberIds: ['m1'], memberCount: 1 }],
    suggestions: [{ ...suggestion, memberId: 'm1' }],
  }),
  // Recorded before skill shortfalls were explained: none.
  skillExplanations: none,
  explainSeconds: 0.2,
};

describe('ScheduleQualityReported of version 1', () => {
  it('reads every name of the report, at every level, in camelCase', () => {
    expectUpcast('ScheduleQualityReported', 1, v1, 2, v2);
  });

  it('turns back into the API report it was recorded as, for the read model', () => {
    expect(qualityReportOf(v2)).toEqual({ ...v1, overruled: none, skill_shortfalls: none, skill_explanations: none });
  });

  it('reads the shifts overruling a "cannot work" in camelCase, and none from a report recorded before them', () => {
    const overruled = one({ member_id: 'm1', name: 'Ana', date: '2026-12-05', shift_type_id: 'night' });
    expect(qualityReportOf({ ...v2, overruled: one({ memberId: 'm1', name: 'Ana', date: '2026-12-05', shiftTypeId: 'night' }) })).toEqual({
      ...v1,
      overruled,
      skill_shortfalls: none,
      skill_explanations: none,
    });
    const { overruled: _, ...before } = v2;
    expect(qualityReportOf(before).overruled).toEqual(none);
  });
});

describe('ScheduleQualityReported skill explanations', () => {
  it('reads a skill shortfall explained in camelCase, and back in the API names', () => {
    const lapsed = { code: 'qualification_lapsed', message: 'Ann: qualification lapsed by this date' };
    const renew = { kind: 'renew_skill', text: "renew Ann's Registered nurse qualification", size: 1, covers: 1, fills: 1 };
    const api = {
      ...explained,
      shift_type_id: 'night',
      skill_id: 'rn',
      skill_name: 'Registered nurse',
      reasons: [{ ...lapsed, member_ids: ['ann'], member_count: 1 }],
      suggestions: [{ ...renew, member_id: 'ann' }],
    };
    const event = {
      ...explained,
      shiftTypeId: 'night',
      skillId: 'rn',
      skillName: 'Registered nurse',
      reasons: [{ ...lapsed, memberIds: ['ann'], memberCount: 1 }],
      suggestions: [{ ...renew, memberId: 'ann' }],
    };
    expect(qualityReportData({ ...qualityReportOf(v2), skill_explanations: one(api) }).skillExplanations).toEqual(one(event));
    expect(qualityReportOf({ ...v2, skillExplanations: one(event) }).skill_explanations).toEqual(one(api));
  });
});
