import {
  LOCATION_TEXT,
  SKILL_TEXT,
  maxEmployeesNeeded,
  requirementData,
  sameName,
  SHIFT_TYPE_TEXT,
  shiftTypeData,
  type ShiftRequirement,
  type ShiftType,
  type ShiftTypeEvent,
  type ShiftTypeFields,
  type LocationEvent,
} from '@rostra/contracts';
import { badRequest, conflict, notFound, type Decider } from '@rostra/platform';
import { evolveShiftTypes, initialShiftTypesState, type ShiftTypesState, type ShiftTypesStreamEvent } from './shift-types.ts';

export type ShiftTypeCommand =
  | {
      type: 'CreateShiftType';
      organizationId: string;
      shiftTypeId: string;
      fields: ShiftTypeFields;
      requirements?: ShiftRequirement[] | undefined;
      locationId?: string | null | undefined;
    }
  | {
      type: 'UpdateShiftType';
      organizationId: string;
      shiftTypeId: string;
      changes: Partial<ShiftTypeFields>;
      requirements?: ShiftRequirement[] | undefined;
      locationId?: string | null | undefined;
    }
  | { type: 'SetShiftRequirements'; organizationId: string; shiftTypeId: string; requirements: ShiftRequirement[] }
  | { type: 'DeleteShiftType'; organizationId: string; shiftTypeId: string };

function existing(state: ShiftTypesState, shiftTypeId: string): ShiftType {
  const shiftType = state.shiftTypes[shiftTypeId];
  if (!shiftType) throw notFound(SHIFT_TYPE_TEXT.notFound);
  return shiftType;
}

/** Names are unique among the organization's live shift types, as names compare (contracts' nameKey). */
function requireUniqueName(state: ShiftTypesState, name: string, shiftTypeId: string): void {
  const taken = Object.values(state.shiftTypes).some((other) => other.id !== shiftTypeId && sameName(other.name, name));
  if (taken) throw conflict(SHIFT_TYPE_TEXT.nameTaken(name));
}

/** docs/product/validation.md: no labelled position above the most employees any day needs (unchecked until needs are set). */
function requireLabelsWithinNeeds(labels: Record<string, string>, requirements: ShiftRequirement[]): void {
  const max = maxEmployeesNeeded(requirements);
  const above = Object.keys(labels).find((position) => max !== null && Number(position) > max);
  if (above !== undefined) throw badRequest(`position_labels.${above}: ${SHIFT_TYPE_TEXT.positionAboveNeeded(max!)}`);
}

/** Every skill a requirement row asks for must be one of the organization's. */
function requireKnownSkills(state: ShiftTypesState, requirements: readonly ShiftRequirement[]): void {
  const unknown = [...new Set(requirements.flatMap((row) => (row.skills ?? []).map((skill) => skill.skill_id)))].filter(
    (id) => !state.skills[id],
  );
  if (unknown.length > 0) throw badRequest(`requirements: ${SKILL_TEXT.unknownSkills(unknown)}`);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The shift type's move to a location (or to none), when it is one; the location must exist. */
function locationSet(
  state: ShiftTypesState,
  organizationId: string,
  shiftTypeId: string,
  locationId: string | null | undefined,
): LocationEvent[] {
  if (locationId === undefined || locationId === (state.shiftTypes[shiftTypeId]?.location_id ?? null)) return [];
  if (locationId !== null && !state.locations[locationId]) throw badRequest(`location_id: ${LOCATION_TEXT.notFound}`);
  return [{ type: 'ShiftTypeLocationSet', data: { organizationId, shiftTypeId, locationId } }];
}

function update(
  state: ShiftTypesState,
  command: Extract<ShiftTypeCommand, { type: 'UpdateShiftType' }>,
): (ShiftTypeEvent | LocationEvent)[] {
  const { organizationId, shiftTypeId } = command;
  const current = existing(state, shiftTypeId);
  const changes = Object.fromEntries(
    Object.entries(command.changes).filter(
      ([field, value]) => value !== undefined && !same(value, current[field as keyof ShiftTypeFields]),
    ),
  ) as Partial<ShiftTypeFields>;
  if (changes.name !== undefined) requireUniqueName(state, changes.name, shiftTypeId);
  const requirements = command.requirements && !same(command.requirements, current.requirements) ? command.requirements : undefined;
  requireLabelsWithinNeeds(changes.position_labels ?? current.position_labels, requirements ?? current.requirements);
  if (requirements) requireKnownSkills(state, requirements);
  return [
    ...(Object.keys(changes).length > 0
      ? [{ type: 'ShiftTypeUpdated', data: { organizationId, shiftTypeId, changes: shiftTypeData(changes) } } as const]
      : []),
    ...(requirements
      ? [{ type: 'ShiftRequirementsSet', data: { organizationId, shiftTypeId, requirements: requirementData(requirements) } } as const]
      : []),
    ...locationSet(state, organizationId, shiftTypeId, command.locationId),
  ];
}

export const shiftTypeDecider: Decider<ShiftTypeCommand, ShiftTypesState, ShiftTypesStreamEvent> = {
  initialState: initialShiftTypesState,
  evolve: evolveShiftTypes,
  decide(command, state) {
    const { organizationId, shiftTypeId } = command;
    switch (command.type) {
      case 'CreateShiftType': {
        if (state.shiftTypes[shiftTypeId]) throw conflict('This shift type already exists');
        const requirements = command.requirements ?? [];
        requireUniqueName(state, command.fields.name, shiftTypeId);
        requireLabelsWithinNeeds(command.fields.position_labels, requirements);
        requireKnownSkills(state, requirements);
        return [
          {
            type: 'ShiftTypeCreated',
            data: { organizationId, shiftTypeId, ...shiftTypeData(command.fields), requirements: requirementData(requirements) },
          },
          ...locationSet(state, organizationId, shiftTypeId, command.locationId),
        ];
      }
      case 'UpdateShiftType':
        return update(state, command);
      case 'SetShiftRequirements': {
        const current = existing(state, shiftTypeId);
        requireLabelsWithinNeeds(current.position_labels, command.requirements);
        requireKnownSkills(state, command.requirements);
        if (same(current.requirements, command.requirements)) return [];
        return [
          { type: 'ShiftRequirementsSet', data: { organizationId, shiftTypeId, requirements: requirementData(command.requirements) } },
        ];
      }
      case 'DeleteShiftType': {
        const { name } = existing(state, shiftTypeId);
        return [{ type: 'ShiftTypeDeleted', data: { organizationId, shiftTypeId, name } }];
      }
    }
  },
};
