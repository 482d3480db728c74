import { splitGenerated, type ScheduleEvent } from '../schedules/events.ts';
import type { RuleInput } from '../rules/check.ts';
import { aGeneratedMonth } from './generated-month.ts';
import { aRuleMember } from './rule-member.ts';

/** The month the deciders of the published month's stream (trades, open shifts) are specified on. */
export const december = { organizationId: '1', year: 2026, month: 12 };
export const decemberNow = '2026-12-01T10:00:00.000Z';
export const decemberToday = '2026-12-01';
export const decemberShiftTypes = [
  { id: 'L', name: 'Late', start_time: '14:00', duration_hours: 8, position_labels: {} },
  { id: 'E', name: 'Early', start_time: '06:00', duration_hours: 8, position_labels: {} },
];

/** One assignment of the generated month. */
export const on = (date: string, shift_type_id: string, member_id: string, position = 1) => ({ date, shift_type_id, member_id, position });

/** December as generated with these assignments, then published. */
export const publishedDecember = (assignments: ReturnType<typeof on>[]): ScheduleEvent[] => [
  ...splitGenerated(aGeneratedMonth({ shiftTypes: decemberShiftTypes, assignments })),
  { type: 'SchedulePublished', data: { ...december, requestId: 'r1', revision: 0, publishedAt: decemberNow } },
];

/** The hard rules for members a, b and c, nobody held back; `shift_types` as the organization has them now. */
export const decemberRules = (shift_types: RuleInput['shift_types']): RuleInput => ({
  min_rest_hours: 11,
  max_weekly_hours: 48,
  shift_types,
  members: [aRuleMember('a'), aRuleMember('b'), aRuleMember('c')],
  apart: [],
  history: [],
});
