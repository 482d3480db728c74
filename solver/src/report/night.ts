/**
 * Which shift types are night shifts, from their wall-clock times: a shift that covers any of
 * 00:00–05:00 (crossing midnight or starting in it) or starts at or after 20:00. Shift types
 * without times (the benchmark format) are never nights.
 */
import type { ShiftType } from '../model/types.ts';

const DAY = 1440;
const NIGHT_CORE_END = 5 * 60;
const LATE_START = 20 * 60;

export function isNightShift(shift: ShiftType): boolean {
  if (shift.startMinute === undefined) return false;
  const start = shift.startMinute % DAY, end = start + shift.durationMinutes;
  return start >= LATE_START || start < NIGHT_CORE_END || end > DAY;
}
