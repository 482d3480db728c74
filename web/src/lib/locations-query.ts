import type { Location } from '@rostra/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { orgPath } from './org-path.ts';
import { locationsKeys } from './query-keys.ts';

/** GET /organizations/{id}/locations: the organization's locations, by name. */
export const locationsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: locationsKeys.all(organizationId),
    queryFn: () => api.get<Location[]>(orgPath(organizationId, '/locations')),
  });

/** `&location_id=…` for a read narrowed to one location; nothing for all of them. */
export const locationParameter = (locationId: string | undefined) =>
  locationId === undefined ? '' : `&location_id=${encodeURIComponent(locationId)}`;
