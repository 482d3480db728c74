import type { CalendarRecord, ScheduleQualityReport } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { qualityOfDraft } from './draft-quality.ts';

// May 2026: Monday the 25th is a bank holiday in England, Saturday the 30th a weekend day.
const report: ScheduleQualityReport = {
  requestId: 'r',
  organizationId: 'o1',
  year: 2026,
  month: 5,
  understaffed: { total: 0, items: [] },
  overstaffed: { total: 0, items: [] },
  violations: {},
  overruled: { total: 0, items: [] },
  skill_shortfalls: { total: 0, items: [] },
  shift_types: [{ id: 'D', name: 'Day' }],
  night_shift_type_ids: [],
  explanations: { total: 0, items: [] },
  explain_seconds: 0,
  employees: { total: 0, items: [] },
};
const shifts: [string, string][] = [
  ['2026-05-25', 'ann'],
  ['2026-05-26', 'ann'],
  ['2026-05-30', 'bo'],
];
const draft: CalendarRecord = {
  id: 'o1:2026-05',
  organization_id: 'o1',
  year: 2026,
  month: 5,
  generated_at: '2026-04-20T00:00:00Z',
  published_at: null,
  shift_types: [{ id: 'D', name: 'Day', start_time: '08:00', duration_hours: 8, position_labels: {} }],
  member_names: { ann: 'Ann', bo: 'Bo' },
  assignments: shifts.map(([date, member_id]) => ({ date, shift_type_id: 'D', member_id, position: 1, absent: null })),
  generated_coverage: [],
  coverage: [],
};
const weekendShares = (holidays: ReadonlySet<string>) =>
  qualityOfDraft(report, draft, 0, holidays).report.employees.items.map(({ member_id, weekend_shifts, weekend_share }) => [
    member_id,
    weekend_shifts,
    weekend_share,
  ]);

describe('the quality report recounted from the draft', () => {
  it('counts a shift on a weekday holiday with the weekend ones, in the count and the share', () => {
    expect(weekendShares(new Set(['2026-05-25'])).sort()).toEqual([
      ['ann', 1, 0.5],
      ['bo', 1, 0.5],
    ]);
    expect(weekendShares(new Set()).sort()).toEqual([
      ['ann', 0, 0],
      ['bo', 1, 1],
    ]);
  });
});
