// Events of `shift-types-{organizationId}`: every shift type of an organization and its staffing
// requirements. One stream per organization, because a shift type's name must be unique in the
// organization (case-insensitively), and that is decided on the log, not on a read model.

// Version 2 renamed the API's snake_case fields to camelCase; the API's shapes (ShiftTypeFields,
// ShiftRequirement) are in contracts/src/shift-types/api.ts, the translation both ways in wire.ts.

/** How many employees a shift needs; dayOfWeek null: every day without an entry of its own. */
export interface ShiftRequirementData {
  /** A weekday 0–6, null for all days, or "holiday". */
  dayOfWeek: number | null | 'holiday';
  employeesNeeded: number;
  /** Skill minimums among those people; absent (as recorded before skills) or empty: none. */
  skills?: { skillId: string; minCount: number }[];
}

export interface ShiftTypeData {
  name: string;
  /** Wall-clock HH:MM in the organization's time zone. */
  startTime: string;
  durationHours: number;
  isActive: boolean;
  /** Position number ("1"–"50") → label. */
  positionLabels: Record<string, string>;
}

export interface ShiftTypeCreated {
  type: 'ShiftTypeCreated';
  data: ShiftTypeData & { organizationId: string; shiftTypeId: string; requirements: ShiftRequirementData[] };
}

/** Only the fields that changed. */
export interface ShiftTypeUpdated {
  type: 'ShiftTypeUpdated';
  data: { organizationId: string; shiftTypeId: string; changes: Partial<ShiftTypeData> };
}

/** The whole list, replacing the previous one. */
export interface ShiftRequirementsSet {
  type: 'ShiftRequirementsSet';
  data: { organizationId: string; shiftTypeId: string; requirements: ShiftRequirementData[] };
}

/** Gone from every read model and from future schedules; past schedules keep their own copy. */
export interface ShiftTypeDeleted {
  type: 'ShiftTypeDeleted';
  data: { organizationId: string; shiftTypeId: string; name: string };
}

export type ShiftTypeEvent = ShiftTypeCreated | ShiftTypeUpdated | ShiftRequirementsSet | ShiftTypeDeleted;

/** Version 2 of the first three: camelCase fields (shift-type-upcasters.ts reads version 1). */
export const SHIFT_TYPE_EVENT_VERSIONS = {
  ShiftTypeCreated: 2,
  ShiftTypeUpdated: 2,
  ShiftRequirementsSet: 2,
  ShiftTypeDeleted: 1,
} as const satisfies Record<ShiftTypeEvent['type'], number>;
