import {
  SHIFT_TYPES_TABLE,
  shiftTypeForMonth,
  toShiftType,
  type MonthShiftType,
  type ShiftType,
  type ShiftTypeRecord,
} from '@rostra/contracts';
import type { ReadStore, Where } from '@rostra/platform';
import { findIn } from '../read-model.ts';

/**
 * An organization's live shift types with their requirements, by start time then name (the order
 * of a day). Deleted shift types are not in the read model at all.
 */
export async function shiftTypesOf(store: ReadStore, organizationId: string, { activeOnly = false } = {}): Promise<ShiftType[]> {
  const where: Where = activeOnly ? { organization_id: organizationId, is_active: true } : { organization_id: organizationId };
  const rows = await findIn<ShiftTypeRecord>(store, SHIFT_TYPES_TABLE, { where });
  return rows
    .map(toShiftType)
    .sort((a, b) => a.start_time.localeCompare(b.start_time) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/**
 * For schedule generation: the active shift types of an organization, each with the employees
 * needed on every day of the month (month 1–12). Uses only the read store and contracts, so a
 * solver worker can call the same two steps (read the rows, shiftTypeForMonth) on its own.
 */
export async function shiftTypesForMonth(store: ReadStore, organizationId: string, year: number, month: number): Promise<MonthShiftType[]> {
  return (await shiftTypesOf(store, organizationId, { activeOnly: true })).map((shiftType) => shiftTypeForMonth(shiftType, year, month));
}
