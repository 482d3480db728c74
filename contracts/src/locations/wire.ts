import type { z } from 'zod';
import type { memberLocationsBody } from './api.ts';

// Where locations' names cross the API's edge (docs/architecture.md#names-at-the-edge).

/** The locations a member works at, as SetMemberLocations takes them. */
export const memberLocationsInput = (body: z.output<typeof memberLocationsBody>) => ({ locationIds: body.location_ids });
