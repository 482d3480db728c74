import {
  monthlyRequirement,
  type EmployeePreferences,
  type PreferenceTotals,
  type ShiftType,
  type ShiftTypeTotals,
} from '@rostra/contracts';

const countOf = (rows: readonly EmployeePreferences[], set: 'admin_set' | 'employee_requested', shiftTypeId: string) =>
  rows.reduce((sum, row) => sum + (row[set].shift_preferences[shiftTypeId] ?? 0), 0);

/**
 * The totals table of the admin's Shift Preferences tab (docs/product/screens-and-routes.md): per active shift type and
 * overall, the admin-set counts, the month's requirement as a 30- to 31-day range (docs/product/limits.md) and
 * the employee-requested counts.
 */
export function preferenceTotals(rows: readonly EmployeePreferences[], shiftTypes: readonly ShiftType[]): PreferenceTotals {
  const byShiftType: ShiftTypeTotals[] = shiftTypes.map((shiftType) => ({
    shift_type_id: shiftType.id,
    shift_type_name: shiftType.name,
    admin_set_total: countOf(rows, 'admin_set', shiftType.id),
    monthly_requirement: monthlyRequirement(shiftType.requirements),
    employee_requested_total: countOf(rows, 'employee_requested', shiftType.id),
  }));
  const sum = (pick: (totals: ShiftTypeTotals) => number) => byShiftType.reduce((total, totals) => total + pick(totals), 0);
  const overall = {
    admin_set_total: sum((t) => t.admin_set_total),
    monthly_requirement: { low: sum((t) => t.monthly_requirement.low), high: sum((t) => t.monthly_requirement.high) },
    employee_requested_total: sum((t) => t.employee_requested_total),
  };
  return { by_shift_type: byShiftType, overall, has_employee_requests: overall.employee_requested_total > 0 };
}
