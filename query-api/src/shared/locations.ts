import {
  LOCATIONS_TABLE,
  MEMBER_LOCATIONS_TABLE,
  toLocation,
  type Location,
  type LocationRecord,
  LOCATION_TEXT,
  type MemberLocationsRecord,
} from '@rostra/contracts';
import { notFound, type ReadStore } from '@rostra/platform';
import { findIn } from '../read-model.ts';
import { shiftTypesOf } from './shift-types.ts';

/** An organization's locations, by name. */
export async function locationsOf(store: ReadStore, organizationId: string): Promise<Location[]> {
  const rows = await findIn<LocationRecord>(store, LOCATIONS_TABLE, { where: { organization_id: organizationId } });
  return rows.map(toLocation).sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/** The locations each member works at, by member id; a member not in it works anywhere. */
export async function memberLocationsOf(store: ReadStore, organizationId: string): Promise<Map<string, string[]>> {
  const rows = await findIn<MemberLocationsRecord>(store, MEMBER_LOCATIONS_TABLE, { where: { organization_id: organizationId } });
  return new Map(rows.map((row) => [row.id, row.location_ids]));
}

/** Each shift type's location name, by shift type id; shift types of no location are not in it. */
export async function locationNamesOf(store: ReadStore, organizationId: string): Promise<Map<string, string>> {
  const [locations, shiftTypes] = await Promise.all([locationsOf(store, organizationId), shiftTypesOf(store, organizationId)]);
  const names = new Map(locations.map((location) => [location.id, location.name]));
  return new Map(
    shiftTypes.flatMap((type) => (type.location_id && names.has(type.location_id) ? [[type.id, names.get(type.location_id)!]] : [])),
  );
}

/**
 * What `?location_id=` keeps of a calendar, analytics or an export: the ids of the shift types at
 * that location (as they are placed now); undefined without the parameter, every shift type.
 */
export async function shiftTypesAt(
  store: ReadStore,
  organizationId: string,
  locationId: string | undefined,
): Promise<ReadonlySet<string> | undefined> {
  if (locationId === undefined) return undefined;
  const [locations, shiftTypes] = await Promise.all([locationsOf(store, organizationId), shiftTypesOf(store, organizationId)]);
  if (!locations.some((location) => location.id === locationId)) throw notFound(LOCATION_TEXT.notFound);
  return new Set(shiftTypes.filter((type) => type.location_id === locationId).map((type) => type.id));
}
