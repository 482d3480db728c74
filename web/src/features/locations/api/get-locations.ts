import { useQuery } from '@tanstack/react-query';
import { locationsQuery } from '@/lib/locations-query.ts';

/** GET /organizations/{id}/locations: the organization's locations, by name. */
export function useLocations(organizationId: string) {
  return useQuery(locationsQuery(organizationId));
}
