import { z } from 'zod';
import type { LocationCreated } from './events.ts';
import { singleLine } from '../shared/fields.ts';
import { LIMITS } from '../shared/limits.ts';
import { ORGANIZATION_TEXT, timeZone } from '../organizations/api.ts';
import { TEXT } from '../shared/texts.ts';

// An organization's locations (sites, homes, wards) and who works where (docs/product/entities.md,
// docs/product/validation.md, docs/api/locations.md): bodies, answers, read model.

export const LOCATION_TEXT = {
  nameRequired: 'Location name is required',
  nameTaken: (name: string) => `A location named "${name}" already exists in this organization`,
  notFound: 'Location not found',
  inUse: (shiftTypes: readonly string[]) => `The location is used by shift types: ${shiftTypes.join(', ')}`,
  unknownLocations: (ids: readonly string[]) => `Unknown locations: ${ids.join(', ')}`,
  unknownMember: 'This member cannot be scheduled in this organization',
  locationIds: 'location_ids must be a list of location ids',
} as const;

export const locationName = singleLine(
  z
    .string({ error: LOCATION_TEXT.nameRequired })
    .trim()
    .min(1, LOCATION_TEXT.nameRequired)
    .max(LIMITS.locationName.max, TEXT.maxChars(LIMITS.locationName.max)),
);

/** POST …/locations; without a timezone the location takes the organization's. */
export const locationCreateBody = z.object({ name: locationName, timezone: timeZone.nullish() });

/** PUT …/locations/{id}: any subset; timezone null clears it. */
export const locationUpdateBody = z
  .object({ name: locationName.optional(), timezone: timeZone.nullable().optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), ORGANIZATION_TEXT.nothingToUpdate);

/** PUT …/members/{memberId}/locations: every location the member works at; none: anywhere. */
export const memberLocationsBody = z.object({
  location_ids: z
    .array(z.string().min(1, LOCATION_TEXT.locationIds), { error: LOCATION_TEXT.locationIds })
    .transform((ids) => [...new Set(ids)].sort()),
});

/** `?location_id=` on calendars, analytics and the CSV export: only that location's shift types. */
export const locationFilterQuery = z.object({ location_id: z.string().min(1).optional() });

/** A location as the API shows it. */
export interface Location {
  id: string;
  name: string;
  /** An IANA time zone; null: none of its own. */
  timezone: string | null;
}

export const locationOf = ({ locationId, name, timezone }: LocationCreated['data']): Location => ({ id: locationId, name, timezone });

/** The locations read model, by its logical name. */
export const LOCATIONS_TABLE = 'locations';

export interface LocationRecord extends Location {
  organization_id: string;
  [key: string]: unknown;
}

export const toLocation = ({ id, name, timezone }: LocationRecord): Location => ({ id, name, timezone });

/** Whether someone who works at `memberLocations` (none: anywhere) may work a shift of `locationId` (null: no location). */
export const worksAt = (memberLocations: readonly string[], locationId: string | null | undefined): boolean =>
  !locationId || memberLocations.length === 0 || memberLocations.includes(locationId);

/** Where each member works, by member id, by its logical name; a member without a row works anywhere. */
export const MEMBER_LOCATIONS_TABLE = 'member_locations';

export interface MemberLocationsRecord {
  id: string;
  organization_id: string;
  location_ids: string[];
  [key: string]: unknown;
}
