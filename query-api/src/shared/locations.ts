import {
  LOCATIONS_TABLE,
  MEMBER_LOCATIONS_TABLE,
  toLocation,
  type Location,
  type LocationRecord,
  type MemberLocationsRecord,
} from '@rostra/contracts';
import type { ReadStore } from '@rostra/platform';
import { findIn } from '../read-model.ts';

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
