import { employeesNeededOn, type ShiftType } from '@rostra/contracts';

// The generation time estimate of docs/product/limits.md#generation-time-estimate: from the number of combinations of employees and shift
// requirements, with thresholds at 1e3, 1e6, 1e9 and 1e15 combinations, and never past the solver's time limit.

export type ComplexityLevel = 'Low' | 'Medium' | 'High' | 'Very High' | 'Impossible';

/**
 * How long a level takes. The solver stops at its time limit with the best schedule found, so no
 * estimate goes past it: a small month is proved best in seconds, a large one runs to the limit.
 */
export function levelTime(level: ComplexityLevel, timeLimitSeconds: number): string {
  const under = (seconds: number) => `under ${Math.min(seconds, timeLimitSeconds)} seconds`;
  if (level === 'Low') return under(10);
  if (level === 'Medium') return under(30);
  if (level === 'Impossible') return 'cannot be scheduled';
  return `up to ${timeLimitSeconds} seconds, the solver's time limit`;
}

export interface Complexity {
  level: ComplexityLevel;
  employees: number;
  /** Shift types that need someone on at least one day of the month. */
  requirements: number;
  /** The most people any day of the month needs. */
  maxPerDay: number;
  /** log10 of the combinations (0 when impossible or empty). */
  log10Combinations: number;
  /** Beyond 1e15 combinations the solver is likely to stop at its time limit with a feasible answer. */
  beyondExact: boolean;
}

/** log10 of n choose k, through sums of logs (n is at most a few thousand). */
function log10Choose(n: number, k: number): number {
  let sum = 0;
  for (let i = 1; i <= k; i++) sum += Math.log10(n - k + i) - Math.log10(i);
  return sum;
}

/**
 * The month's days, each day the ways of choosing each shift's people among the employees; then
 * adjusted for the number of days and of requirements (more of either is a larger model).
 */
export function estimateComplexity(employees: number, shiftTypes: readonly ShiftType[], year: number, month: number): Complexity {
  const active = shiftTypes.filter((shiftType) => shiftType.is_active);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const weekdays = Array.from({ length: days }, (_, index) => new Date(Date.UTC(year, month - 1, index + 1)).getUTCDay());
  const needs = weekdays.map((weekday) => active.map((shiftType) => employeesNeededOn(shiftType.requirements, weekday)));
  const requirements = active.filter((_, index) => needs.some((day) => day[index]! > 0)).length;
  const maxPerDay = Math.max(0, ...needs.map((day) => day.reduce((sum, needed) => sum + needed, 0)));
  const base = { employees, requirements, maxPerDay };
  if (maxPerDay > employees) return { ...base, level: 'Impossible', log10Combinations: 0, beyondExact: false };
  if (requirements === 0 || employees === 0) return { ...base, level: 'Low', log10Combinations: 0, beyondExact: false };
  const perDay = needs.reduce((sum, day) => sum + day.reduce((daySum, needed) => daySum + log10Choose(employees, needed), 0), 0) / days;
  const log10Combinations = perDay + Math.log10(days) + Math.log10(requirements);
  const level: ComplexityLevel =
    log10Combinations < 3 ? 'Low' : log10Combinations < 6 ? 'Medium' : log10Combinations < 9 ? 'High' : 'Very High';
  return { ...base, level, log10Combinations, beyondExact: log10Combinations >= 15 };
}
