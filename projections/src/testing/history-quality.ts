import { qualityReportData, type ScheduleQualityReport } from '@rostra/contracts';
import type { NewEvent } from '@rostra/platform';
import { event, type Actor } from './history-events.ts';

/** The solver's quality report after a generated month: one short Night, its explanation, everyone's counts. */
export function qualityReported(
  month: { requestId: string; organizationId: string; year: number; month: number },
  memberIds: string[],
  solver: Actor,
  at: string,
): NewEvent {
  const date = `${month.year}-${String(month.month).padStart(2, '0')}-06`;
  const data: ScheduleQualityReport = {
    ...month,
    understaffed: { total: 1, items: [{ date, shift_type_id: 'night', required: 2, assigned: 1 }] },
    overstaffed: { total: 0, items: [] },
    violations: {},
    overruled: { total: 0, items: [] },
    skill_shortfalls: { total: 0, items: [] },
    skill_explanations: { total: 0, items: [] },
    shift_types: [{ id: 'night', name: 'Night' }],
    night_shift_type_ids: ['night'],
    employees: {
      total: memberIds.length,
      items: memberIds.map((memberId, n) => ({
        member_id: memberId,
        name: memberId,
        target: n % 5,
        assigned: n % 7,
        weekend_shifts: n % 3,
        night_shifts: 0,
        weekend_share: 0,
        night_share: 0,
      })),
    },
    explanations: {
      total: 1,
      items: [
        {
          shift_type_id: 'night',
          dates: [date],
          shortfall: 1,
          tried: 1,
          complete: true,
          reasons: [],
          suggestions: [
            { kind: 'extra_person', text: 'one more person available on Saturdays', member_id: null, size: 3, covers: 1, fills: 1 },
          ],
        },
      ],
    },
    explain_seconds: 0.1,
  };
  return event('ScheduleQualityReported', qualityReportData(data), solver, at, { organizationId: month.organizationId });
}
