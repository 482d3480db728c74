/** Tiny models for specifications: one shift type "D" (or more), a week from a Monday, no rules. */
import { unconstrainedEmployee } from '../model/employee.ts';
import type { RosterModel } from '../model/types.ts';

/** An employee of a tiny model: no rule holds them back unless overridden. */
export const employee = unconstrainedEmployee;

export function tinyModel(overrides: Partial<RosterModel> = {}): RosterModel {
  return {
    days: 7,
    firstWeekday: 1,
    minRestMinutes: 0,
    shiftTypes: [
      { id: 'D', name: 'Day', startMinute: 480, durationMinutes: 480 },
      { id: 'N', name: 'Night', startMinute: 1320, durationMinutes: 660 },
    ],
    forbiddenSuccessions: [],
    employees: [employee('A'), employee('B')],
    cover: [],
    togetherGroups: [],
    apartGroups: [],
    pinned: [],
    ...overrides,
  };
}

/** A schedule from rows like "DD-N---" (one string per employee; '-' is off). */
export function rows(model: RosterModel, ...lines: string[]): Int16Array {
  return Int16Array.from(lines.join(''), (ch) => (ch === '-' ? -1 : model.shiftTypes.findIndex((s) => s.id === ch)));
}
