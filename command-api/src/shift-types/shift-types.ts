import {
  locationOf,
  memberSkillsOf,
  requirementsOf,
  shiftTypeFieldsOf,
  shiftTypeOf,
  type Location,
  type LocationEvent,
  type MemberSkill,
  type ShiftType,
  type ShiftTypeEvent,
  type Skill,
  type SkillEvent,
} from '@rostra/contracts';

/**
 * The live shift types of one organization (deleted ones leave), by id, as the API shows them,
 * with its locations and the locations each member works at (none listed: anywhere), its skills and
 * each member's qualifications.
 */
export interface ShiftTypesState {
  shiftTypes: Record<string, ShiftType>;
  locations: Record<string, Location>;
  memberLocations: Record<string, string[]>;
  skills: Record<string, Skill>;
  memberSkills: Record<string, MemberSkill[]>;
}

export const initialShiftTypesState: ShiftTypesState = { shiftTypes: {}, locations: {}, memberLocations: {}, skills: {}, memberSkills: {} };

/** Every event recorded on the shift-types stream. */
export type ShiftTypesStreamEvent = ShiftTypeEvent | LocationEvent | SkillEvent;

/** One stream per organization: names are unique within it, decided on this stream. */
export const shiftTypesStream = (organizationId: string) => `shift-types-${organizationId}`;

function withShiftType(state: ShiftTypesState, id: string, change: Partial<ShiftType>): ShiftTypesState {
  const current = state.shiftTypes[id];
  return current ? { ...state, shiftTypes: { ...state.shiftTypes, [id]: { ...current, ...change } } } : state;
}

function withoutLocation(state: ShiftTypesState, locationId: string): ShiftTypesState {
  const { [locationId]: _deleted, ...locations } = state.locations;
  const memberLocations = Object.fromEntries(
    Object.entries(state.memberLocations).map(([memberId, ids]) => [memberId, ids.filter((id) => id !== locationId)]),
  );
  return { ...state, locations, memberLocations };
}

function withoutSkill(state: ShiftTypesState, skillId: string): ShiftTypesState {
  const { [skillId]: _deleted, ...skills } = state.skills;
  const memberSkills = Object.fromEntries(
    Object.entries(state.memberSkills).map(([memberId, held]) => [memberId, held.filter((skill) => skill.skill_id !== skillId)]),
  );
  return { ...state, skills, memberSkills };
}

export function evolveShiftTypes(state: ShiftTypesState, event: ShiftTypesStreamEvent): ShiftTypesState {
  switch (event.type) {
    case 'ShiftTypeCreated':
      return { ...state, shiftTypes: { ...state.shiftTypes, [event.data.shiftTypeId]: shiftTypeOf(event.data) } };
    case 'ShiftTypeUpdated':
      return withShiftType(state, event.data.shiftTypeId, shiftTypeFieldsOf(event.data.changes));
    case 'ShiftRequirementsSet':
      return withShiftType(state, event.data.shiftTypeId, { requirements: requirementsOf(event.data.requirements) });
    case 'ShiftTypeDeleted': {
      const { [event.data.shiftTypeId]: _deleted, ...shiftTypes } = state.shiftTypes;
      return { ...state, shiftTypes };
    }
    case 'ShiftTypeLocationSet':
      return withShiftType(state, event.data.shiftTypeId, { location_id: event.data.locationId });
    case 'LocationCreated':
      return { ...state, locations: { ...state.locations, [event.data.locationId]: locationOf(event.data) } };
    case 'LocationUpdated': {
      const current = state.locations[event.data.locationId];
      if (!current) return state;
      return { ...state, locations: { ...state.locations, [event.data.locationId]: { ...current, ...event.data.changes } } };
    }
    case 'LocationDeleted':
      return withoutLocation(state, event.data.locationId);
    case 'MemberLocationsSet':
      return { ...state, memberLocations: { ...state.memberLocations, [event.data.memberId]: event.data.locationIds } };
    case 'SkillCreated':
    case 'SkillRenamed':
      return { ...state, skills: { ...state.skills, [event.data.skillId]: { id: event.data.skillId, name: event.data.name } } };
    case 'SkillDeleted':
      return withoutSkill(state, event.data.skillId);
    case 'MemberSkillsSet':
      return { ...state, memberSkills: { ...state.memberSkills, [event.data.memberId]: memberSkillsOf(event.data.skills) } };
  }
}
