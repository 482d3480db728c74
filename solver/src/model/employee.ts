import { UNLIMITED, type Employee } from './types.ts';

/** An employee no rule holds back: every weekday available, no limits, no requests. */
export function unconstrainedEmployee(id: string, overrides: Partial<Employee> = {}): Employee {
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
