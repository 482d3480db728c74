// Events of the organization's locations (sites, homes, wards), recorded on its shift-types stream
// (`shift-types-{organizationId}`): a location's name is unique among the organization's locations,
// a location cannot go while a shift type belongs to it, and a member works at existing locations
// only, all decided on that one stream. The API's shapes are in contracts/src/locations/api.ts.

export interface LocationData {
  name: string;
  /** An IANA time zone; null: none of its own. */
  timezone: string | null;
}

export interface LocationCreated {
  type: 'LocationCreated';
  data: LocationData & { organizationId: string; locationId: string };
}

/** Only the fields that changed. */
export interface LocationUpdated {
  type: 'LocationUpdated';
  data: { organizationId: string; locationId: string; changes: Partial<LocationData> };
}

/** No shift type belonged to it; members who worked there no longer list it. */
export interface LocationDeleted {
  type: 'LocationDeleted';
  data: { organizationId: string; locationId: string; name: string };
}

/** The location a shift type belongs to; null: none (anyone may work it). */
export interface ShiftTypeLocationSet {
  type: 'ShiftTypeLocationSet';
  data: { organizationId: string; shiftTypeId: string; locationId: string | null };
}

/** The whole list of locations a member works at, replacing the previous one; empty: anywhere. */
export interface MemberLocationsSet {
  type: 'MemberLocationsSet';
  data: { organizationId: string; memberId: string; locationIds: string[] };
}

export type LocationEvent = LocationCreated | LocationUpdated | LocationDeleted | ShiftTypeLocationSet | MemberLocationsSet;

export const LOCATION_EVENT_VERSIONS = {
  LocationCreated: 1,
  LocationUpdated: 1,
  LocationDeleted: 1,
  ShiftTypeLocationSet: 1,
  MemberLocationsSet: 1,
} as const satisfies Record<LocationEvent['type'], number>;
