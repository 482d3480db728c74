/**
 * The shifts an employee worked in the week before the month, as the model's past shifts (minutes
 * from the month's first midnight): enough for the rest before the first shifts and for the hours
 * of the week the month starts in.
 */
import type { ParsedSolverInput } from '@rostra/contracts/solver/input';
import type { PastShift } from '../model/types.ts';
import { clockMinutes } from './month.ts';

const DAY_MS = 86_400_000;
/** Days before the month that can matter: a Monday–Sunday week reaches at most 6 days back. */
const LOOKBACK_DAYS = 7;

export function pastShiftsOf(history: ParsedSolverInput['history']['assignments'], employeeId: string, firstDate: string): PastShift[] {
  const first = Date.parse(`${firstDate}T00:00:00Z`);
  return history.flatMap((a) => {
    if (String(a.employee_id) !== employeeId) return [];
    const day = Math.round((Date.parse(`${a.date}T00:00:00Z`) - first) / DAY_MS);
    if (day >= 0 || day < -LOOKBACK_DAYS) return [];
    return [{ startMinute: day * 1440 + clockMinutes(a.start_time), durationMinutes: Math.round(a.duration_hours * 60) }];
  });
}
