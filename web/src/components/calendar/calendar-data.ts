// What the calendar draws: schedule days (docs/product/entities.md#schedule) (structurally the API's calendar answer, so any
// of the three calendar endpoints can feed it), and the employee filter over them.
import type { CoverageStatus, ScheduleShift } from '@rostra/contracts';

/** A shift of docs/product/entities.md#schedule; `reasons` optional so a feed without them (a personal calendar) can be drawn too. */
export type CalendarShift = Omit<ScheduleShift, 'reasons'> & {
  reasons?: ScheduleShift['reasons'];
};

export interface CalendarDay {
  date: string;
  shifts: CalendarShift[];
  /** The holiday's name on one of the organization's holidays. */
  holiday?: string | undefined;
}

export const COVERAGE_TEXT: Record<CoverageStatus, string> = {
  'fully-staffed': 'Fully staffed',
  'partially-staffed': 'Partially staffed',
  understaffed: 'Understaffed',
};

export interface CalendarEmployee {
  id: string;
  name: string;
}

/** Everyone assigned somewhere in the month, by name: the 'Filter by employee' choices. */
export function employeesIn(days: readonly CalendarDay[]): CalendarEmployee[] {
  const byId = new Map<string, string>();
  for (const day of days)
    for (const shift of day.shifts) for (const employee of shift.assigned_employees) byId.set(employee.id, employee.name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** Only the shifts the employee works (every day stays, so the grid keeps its shape). */
export function shiftsOf(days: readonly CalendarDay[], employeeId: string): CalendarDay[] {
  return days.map((day) => ({
    ...day,
    shifts: day.shifts.filter((shift) => shift.assigned_employees.some((employee) => employee.id === employeeId)),
  }));
}
