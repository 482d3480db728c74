import { inverted, renamed } from '../events/renamed.ts';
import type { ShiftRequirement } from './api.ts';
import type { ShiftRequirementData } from './events.ts';
import { REQUIREMENT_NAMES_V2, SHIFT_TYPE_NAMES_V2 } from './upcasters.ts';

// Events name these fields in camelCase and the API in snake_case
// (docs/architecture.md#names-at-the-edge); the command side and the projection translate here. All or some fields: renaming keeps which are there.

/** Shift type fields (all, or the changed ones) as events record them, and back. */
export const shiftTypeData = renamed(SHIFT_TYPE_NAMES_V2);
export const shiftTypeFieldsOf = renamed(inverted(SHIFT_TYPE_NAMES_V2));

// Skill minimums are recorded only on rows that have some, so rows without keep their old shape.
const requirementRowData = renamed(REQUIREMENT_NAMES_V2);
const requirementRowOf = renamed(inverted(REQUIREMENT_NAMES_V2));

export const requirementData = (requirements: readonly ShiftRequirement[]): ShiftRequirementData[] =>
  requirements.map(({ skills, ...row }) => ({
    ...requirementRowData(row),
    ...(skills && skills.length > 0
      ? { skills: skills.map(({ skill_id, min_count }) => ({ skillId: skill_id, minCount: min_count })) }
      : {}),
  }));
export const requirementsOf = (requirements: readonly ShiftRequirementData[]): ShiftRequirement[] =>
  requirements.map(({ skills, ...row }) => ({
    ...requirementRowOf(row),
    ...(skills && skills.length > 0 ? { skills: skills.map(({ skillId, minCount }) => ({ skill_id: skillId, min_count: minCount })) } : {}),
  }));

/**
 * A shift type's body as CreateShiftType and UpdateShiftType take it: the location renamed, the
 * other fields (all, or the changed ones) and the requirements as they come (the decider records
 * them with shiftTypeData and requirementData).
 */
export function shiftTypeInput<T extends { location_id?: string | null | undefined }>(body: T) {
  const { location_id: locationId, ...rest } = body;
  return { ...rest, locationId };
}
