import { LOCATION_TEXT, sameName, type Location, type LocationData } from '@rostra/contracts';
import { badRequest, conflict, notFound, type Decider } from '@rostra/platform';
import { evolveShiftTypes, initialShiftTypesState, type ShiftTypesState, type ShiftTypesStreamEvent } from './shift-types.ts';

// The organization's locations, decided on its shift-types stream (contracts/src/locations/events.ts).

export type LocationCommand =
  | { type: 'CreateLocation'; organizationId: string; locationId: string; fields: LocationData }
  | { type: 'UpdateLocation'; organizationId: string; locationId: string; changes: Partial<LocationData> }
  | { type: 'DeleteLocation'; organizationId: string; locationId: string }
  /** `memberId` must be one the organization can schedule (the route checks it on the membership log). */
  | { type: 'SetMemberLocations'; organizationId: string; memberId: string; locationIds: string[] };

function existing(state: ShiftTypesState, locationId: string): Location {
  const location = state.locations[locationId];
  if (!location) throw notFound(LOCATION_TEXT.notFound);
  return location;
}

/** Names are unique among the organization's locations, as shift type names compare. */
function requireUniqueName(state: ShiftTypesState, name: string, locationId: string): void {
  const taken = Object.values(state.locations).some((other) => other.id !== locationId && sameName(other.name, name));
  if (taken) throw conflict(LOCATION_TEXT.nameTaken(name));
}

export const locationDecider: Decider<LocationCommand, ShiftTypesState, ShiftTypesStreamEvent> = {
  initialState: initialShiftTypesState,
  evolve: evolveShiftTypes,
  decide(command, state) {
    const { organizationId } = command;
    switch (command.type) {
      case 'CreateLocation': {
        const { locationId, fields } = command;
        if (state.locations[locationId]) throw conflict('This location already exists');
        requireUniqueName(state, fields.name, locationId);
        return [{ type: 'LocationCreated', data: { organizationId, locationId, ...fields } }];
      }
      case 'UpdateLocation': {
        const { locationId } = command;
        const current = existing(state, locationId);
        const changes = Object.fromEntries(
          Object.entries(command.changes).filter(([field, value]) => value !== undefined && value !== current[field as keyof LocationData]),
        ) as Partial<LocationData>;
        if (changes.name !== undefined) requireUniqueName(state, changes.name, locationId);
        return Object.keys(changes).length > 0 ? [{ type: 'LocationUpdated', data: { organizationId, locationId, changes } }] : [];
      }
      case 'DeleteLocation': {
        const { locationId } = command;
        const { name } = existing(state, locationId);
        const users = Object.values(state.shiftTypes).filter((shiftType) => shiftType.location_id === locationId);
        if (users.length > 0) throw conflict(LOCATION_TEXT.inUse(users.map((shiftType) => shiftType.name).sort()));
        return [{ type: 'LocationDeleted', data: { organizationId, locationId, name } }];
      }
      case 'SetMemberLocations': {
        const { memberId, locationIds } = command;
        const unknown = locationIds.filter((id) => !state.locations[id]);
        if (unknown.length > 0) throw badRequest(`location_ids: ${LOCATION_TEXT.unknownLocations(unknown)}`);
        const current = state.memberLocations[memberId] ?? [];
        if (current.length === locationIds.length && current.every((id, index) => id === locationIds[index])) return [];
        return [{ type: 'MemberLocationsSet', data: { organizationId, memberId, locationIds } }];
      }
    }
  },
};
