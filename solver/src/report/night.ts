/**
 * Which model shift types are night shifts: the product's definition (contracts' night-shift,
 * shared with the fairness ledger). Shift types without times (the benchmark format) are never nights.
 */
import { isNightTime } from '@rostra/contracts/shift-types/night-shift';
import type { ShiftType } from '../model/types.ts';

export function isNightShift(shift: ShiftType): boolean {
  return shift.startMinute !== undefined && isNightTime(shift.startMinute, shift.durationMinutes);
}
