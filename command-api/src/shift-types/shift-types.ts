import { requirementsOf, shiftTypeFieldsOf, shiftTypeOf, type ShiftType, type ShiftTypeEvent } from '@rostra/contracts';

/** The live shift types of one organization (deleted ones leave), by id, as the API shows them. */
export interface ShiftTypesState {
  shiftTypes: Record<string, ShiftType>;
}

export const initialShiftTypesState: ShiftTypesState = { shiftTypes: {} };

/** One stream per organization: names are unique within it, decided on this stream. */
export const shiftTypesStream = (organizationId: string) => `shift-types-${organizationId}`;

function withShiftType(state: ShiftTypesState, id: string, change: Partial<ShiftType>): ShiftTypesState {
  const current = state.shiftTypes[id];
  return current ? { shiftTypes: { ...state.shiftTypes, [id]: { ...current, ...change } } } : state;
}

export function evolveShiftTypes(state: ShiftTypesState, event: ShiftTypeEvent): ShiftTypesState {
  switch (event.type) {
    case 'ShiftTypeCreated':
      return { shiftTypes: { ...state.shiftTypes, [event.data.shiftTypeId]: shiftTypeOf(event.data) } };
    case 'ShiftTypeUpdated':
      return withShiftType(state, event.data.shiftTypeId, shiftTypeFieldsOf(event.data.changes));
    case 'ShiftRequirementsSet':
      return withShiftType(state, event.data.shiftTypeId, { requirements: requirementsOf(event.data.requirements) });
    case 'ShiftTypeDeleted': {
      const { [event.data.shiftTypeId]: _deleted, ...shiftTypes } = state.shiftTypes;
      return { shiftTypes };
    }
  }
}
