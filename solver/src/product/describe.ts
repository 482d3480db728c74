/** Reason codes of an understaffed shift as short sentences about the people concerned. */
import type { ReasonCode } from '../post/reasons.ts';

const TEXT: Record<ReasonCode, string> = {
  on_vacation: 'on vacation',
  day_off: 'has the day off',
  unavailable_weekday: 'not available on this weekday',
  shift_type_disallowed: 'not allowed to work this shift type',
  pinned: 'fixed to another assignment that day',
  kept_apart: 'kept apart from a colleague already on this shift',
  kept_together: 'kept together with colleagues who cannot take this shift',
  assigned_other_shift: 'already working another shift that day',
  consecutive_day_limit: 'at the consecutive working-day limit',
  days_off_rule: 'would break the minimum consecutive days off',
  rest_period: 'would not get the required rest between shifts',
  monthly_limit: 'at the monthly hours or shift limit',
  weekly_limit: 'at the weekly hours limit',
  weekend_limit: 'at the weekend limit',
  available_not_assigned: 'available, but not assigned',
  qualification_lapsed: 'qualification lapsed by this date',
};

export function describeReason(code: ReasonCode, names: string[]): string {
  return `${names.join(', ')}: ${TEXT[code]}`;
}
