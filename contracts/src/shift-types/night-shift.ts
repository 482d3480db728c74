/**
 * Which shifts are night shifts, from their wall-clock times: a shift that covers any of
 * 00:00–05:00 (crossing midnight or starting in it) or starts at or after 20:00. One definition
 * for the quality report (solver/src/report/night.ts) and the fairness ledger (query-api).
 */

const DAY = 1440;
const NIGHT_CORE_END = 5 * 60;
const LATE_START = 20 * 60;

/** From the start in minutes after midnight and the length in minutes. */
export function isNightTime(startMinute: number, durationMinutes: number): boolean {
  const start = startMinute % DAY,
    end = start + durationMinutes;
  return start >= LATE_START || start < NIGHT_CORE_END || end > DAY;
}

/** From a wall-clock HH:MM start and a length in hours, as shift types carry them. */
export function isNightShiftType(shiftType: { start_time: string; duration_hours: number }): boolean {
  const [hours, minutes] = shiftType.start_time.split(':').map(Number);
  return isNightTime(hours! * 60 + minutes!, Math.round(shiftType.duration_hours * 60));
}
