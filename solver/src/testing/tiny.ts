/** Tiny models for specifications: one shift type "D" (or more), a week from a Monday, no rules. */
import { UNLIMITED, type Employee, type RosterModel } from '../model/types.ts';

export function employee(id: string, overrides: Partial<Employee> = {}): Employee {
  return {
    id,
    name: id,
    availableWeekdays: Array(7).fill(true),
    daysOff: [],
    disallowedShiftTypes: [],
    maxShiftsPerType: [],
    minTotalMinutes: 0,
    maxTotalMinutes: UNLIMITED,
    minConsecutiveWork: 1,
    maxConsecutiveWork: UNLIMITED,
    minConsecutiveOff: 1,
    maxWeekends: UNLIMITED,
    countTargets: [],
    shiftOnRequests: [],
    shiftOffRequests: [],
    ...overrides,
  };
}

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
