// Events of `shift-types-{organizationId}`: every shift type of an organization and its staffing
// requirements. One stream per organization, because a shift type's name must be unique in the
// organization (case-insensitively), and that is decided on the log, not on a read model.

/** How many employees a shift needs; day_of_week null: every day without an entry of its own. */
export interface ShiftRequirement {
  day_of_week: number | null;
  employees_needed: number;
}

export interface ShiftTypeFields {
  name: string;
  /** Wall-clock HH:MM in the organization's time zone. */
  start_time: string;
  duration_hours: number;
  is_active: boolean;
  /** Position number ("1"–"50") → label. */
  position_labels: Record<string, string>;
}

export interface ShiftTypeCreated {
  type: 'ShiftTypeCreated';
  data: ShiftTypeFields & { organizationId: string; shiftTypeId: string; requirements: ShiftRequirement[] };
}

/** Only the fields that changed. */
export interface ShiftTypeUpdated {
  type: 'ShiftTypeUpdated';
  data: { organizationId: string; shiftTypeId: string; changes: Partial<ShiftTypeFields> };
}

/** The whole list, replacing the previous one. */
export interface ShiftRequirementsSet {
  type: 'ShiftRequirementsSet';
  data: { organizationId: string; shiftTypeId: string; requirements: ShiftRequirement[] };
}

/** Gone from every read model and from future schedules; past schedules keep their own copy. */
export interface ShiftTypeDeleted {
  type: 'ShiftTypeDeleted';
  data: { organizationId: string; shiftTypeId: string; name: string };
}

export type ShiftTypeEvent = ShiftTypeCreated | ShiftTypeUpdated | ShiftRequirementsSet | ShiftTypeDeleted;

export const SHIFT_TYPE_EVENT_VERSIONS = {
  ShiftTypeCreated: 1,
  ShiftTypeUpdated: 1,
  ShiftRequirementsSet: 1,
  ShiftTypeDeleted: 1,
} as const satisfies Record<ShiftTypeEvent['type'], number>;
