// Events of `schedule-{organizationId}-{yyyy-mm}`: one stream per organization-month, so only
// one generation per month runs at a time and solver replicas compete for a request by appending
// their claim with the request's revision.

export type GenerationFailureStatus = 'infeasible' | 'no_employees' | 'no_shift_types' | 'no_shift_requirements' | 'invalid_model' | 'timeout';

export interface ScheduleGenerationRequested {
  type: 'ScheduleGenerationRequested';
  data: { organizationId: string; year: number; month: number; requestId: string; requestedAt: string };
}

/** A solver replica took the request (the first to append this wins). */
export interface ScheduleGenerationStarted {
  type: 'ScheduleGenerationStarted';
  data: { requestId: string; workerId: string };
}

/** Throttled progress of a running solve, for the live view. */
export interface ScheduleGenerationProgressed {
  type: 'ScheduleGenerationProgressed';
  data: { requestId: string; incumbent: number | null; bound: number | null; gap: number | null; elapsedSeconds: number };
}

export interface ScheduledShift {
  date: string;
  shift_type_id: string;
  member_id: string;
  position: number;
}

export interface ShiftCoverageRecord {
  date: string;
  shift_type_id: string;
  required_count: number;
  assigned_count: number;
  status: 'fully-staffed' | 'partially-staffed' | 'understaffed';
  reasons: { code: string; employee_ids: string[]; message: string }[];
}

/** What a shift type was when the schedule was made: past schedules keep it after deletion. */
export interface ShiftTypeSnapshot {
  id: string;
  name: string;
  start_time: string;
  duration_hours: number;
  position_labels: Record<string, string>;
}

export interface ScheduleGenerated {
  type: 'ScheduleGenerated';
  data: {
    requestId: string;
    organizationId: string;
    year: number;
    month: number;
    status: 'optimal' | 'feasible';
    assignments: ScheduledShift[];
    coverage: ShiftCoverageRecord[];
    shiftTypes: ShiftTypeSnapshot[];
    /** Members' display names at generation time, for calendars of members removed since. */
    memberNames: Record<string, string>;
    /**
     * Shifts each member asked for, per shift type id, as the solver saw it (employee-requested
     * counts where the member set any, else the admin-set baseline): analytics compare it with
     * what was allocated, from the log alone.
     */
    requested: Record<string, Record<string, number>>;
    statistics: {
      objective: number | null;
      bound: number | null;
      gap: number | null;
      seconds: number;
      firstValidSeconds: number | null;
      modelSize: { employees: number; days: number; shift_types: number; cells: number };
      inputHash: string;
    };
  };
}

export interface ScheduleGenerationFailed {
  type: 'ScheduleGenerationFailed';
  data: { requestId: string; status: GenerationFailureStatus; problems: string[] };
}

export interface ScheduleCleared {
  type: 'ScheduleCleared';
  data: { organizationId: string; year: number; month: number };
}

export type ScheduleEvent =
  | ScheduleGenerationRequested
  | ScheduleGenerationStarted
  | ScheduleGenerationProgressed
  | ScheduleGenerated
  | ScheduleGenerationFailed
  | ScheduleCleared;

export const SCHEDULE_EVENT_VERSIONS = {
  ScheduleGenerationRequested: 1,
  ScheduleGenerationStarted: 1,
  ScheduleGenerationProgressed: 1,
  ScheduleGenerated: 1,
  ScheduleGenerationFailed: 1,
  ScheduleCleared: 1,
} as const satisfies Record<ScheduleEvent['type'], number>;

export function scheduleStream(organizationId: string, year: number, month: number): string {
  return `schedule-${organizationId}-${year}-${String(month).padStart(2, '0')}`;
}
