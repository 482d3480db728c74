import type { ShiftRequirement, ShiftTypeFields } from './api.ts';
import { renamed } from '../events/renamed.ts';
import type { ShiftRequirementsSet, ShiftTypeCreated, ShiftTypeUpdated } from './events.ts';

// Shift type events as version 1 recorded them, with the API body's snake_case names, and the
// steps to version 2. The renamings are spelled out here, once: today's API still names the
// fields as version 1 did, so contracts/src/shift-types/wire.ts translates with the same names.

// Version 1 recorded the API's shapes of the time (before skill minimums).
type RequirementV1 = Omit<ShiftRequirement, 'skills'>;
type FieldsV1 = ShiftTypeFields;

type Target = { organizationId: string; shiftTypeId: string };

export interface ShiftTypeCreatedV1 {
  data: FieldsV1 & Target & { requirements: RequirementV1[] };
}
export interface ShiftTypeUpdatedV1 {
  data: Target & { changes: Partial<FieldsV1> };
}
export interface ShiftRequirementsSetV1 {
  data: Target & { requirements: RequirementV1[] };
}

/** A shift type's fields, version 1's name → version 2's. */
export const SHIFT_TYPE_NAMES_V2 = {
  start_time: 'startTime',
  duration_hours: 'durationHours',
  is_active: 'isActive',
  position_labels: 'positionLabels',
} as const;
/** A requirement's fields, version 1's name → version 2's. */
export const REQUIREMENT_NAMES_V2 = { day_of_week: 'dayOfWeek', employees_needed: 'employeesNeeded' } as const;

const fieldsV2 = renamed(SHIFT_TYPE_NAMES_V2);
const requirementsV2 = (requirements: RequirementV1[]) => requirements.map(renamed(REQUIREMENT_NAMES_V2));

export function shiftTypeCreatedV1ToV2({ requirements, ...rest }: ShiftTypeCreatedV1['data']): ShiftTypeCreated['data'] {
  return { ...fieldsV2(rest), requirements: requirementsV2(requirements) };
}

export function shiftTypeUpdatedV1ToV2({ changes, ...rest }: ShiftTypeUpdatedV1['data']): ShiftTypeUpdated['data'] {
  return { ...rest, changes: fieldsV2(changes) };
}

export function shiftRequirementsSetV1ToV2({ requirements, ...rest }: ShiftRequirementsSetV1['data']): ShiftRequirementsSet['data'] {
  return { ...rest, requirements: requirementsV2(requirements) };
}
