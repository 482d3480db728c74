import { renamed } from './renamed.ts';
import type { ShiftRequirementsSet, ShiftTypeCreated, ShiftTypeUpdated } from './shift-types.ts';

// Shift type events as version 1 recorded them, with the API body's snake_case names, and the
// steps to version 2. They name version 1's fields themselves, not through the API's types, so
// a later change of the API cannot change how old events read.

interface RequirementV1 {
  day_of_week: number | null;
  employees_needed: number;
}

interface FieldsV1 {
  name: string;
  start_time: string;
  duration_hours: number;
  is_active: boolean;
  position_labels: Record<string, string>;
}

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

const fieldsV2 = renamed({
  start_time: 'startTime',
  duration_hours: 'durationHours',
  is_active: 'isActive',
  position_labels: 'positionLabels',
});
const requirementsV2 = (requirements: RequirementV1[]) =>
  requirements.map(renamed({ day_of_week: 'dayOfWeek', employees_needed: 'employeesNeeded' }));

export function shiftTypeCreatedV1ToV2({ requirements, ...rest }: ShiftTypeCreatedV1['data']): ShiftTypeCreated['data'] {
  return { ...fieldsV2(rest), requirements: requirementsV2(requirements) };
}

export function shiftTypeUpdatedV1ToV2({ changes, ...rest }: ShiftTypeUpdatedV1['data']): ShiftTypeUpdated['data'] {
  return { ...rest, changes: fieldsV2(changes) };
}

export function shiftRequirementsSetV1ToV2({ requirements, ...rest }: ShiftRequirementsSetV1['data']): ShiftRequirementsSet['data'] {
  return { ...rest, requirements: requirementsV2(requirements) };
}
