import type { ShiftType, ShiftTypeEvent } from '@rostra/contracts';

/** The live shift types of one organization (deleted ones leave), by id. */
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
    case 'ShiftTypeCreated': {
      const { organizationId: _organizationId, shiftTypeId: id, ...fields } = event.data;
      return { shiftTypes: { ...state.shiftTypes, [id]: { id, ...fields } } };
    }
    case 'ShiftTypeUpdated':
      return withShiftType(state, event.data.shiftTypeId, event.data.changes);
    case 'ShiftRequirementsSet':
      return withShiftType(state, event.data.shiftTypeId, { requirements: event.data.requirements });
    case 'ShiftTypeDeleted': {
      const { [event.data.shiftTypeId]: _deleted, ...shiftTypes } = state.shiftTypes;
      return { shiftTypes };
    }
  }
}
