import { useQuery } from '@tanstack/react-query';
import { shiftTypesQuery } from '@/lib/shift-types-query.ts';

/** GET /organizations/{id}/shift-types (the fetcher is shared: lib/shift-types-query.ts). */
export function useShiftTypes(organizationId: string) {
  return useQuery(shiftTypesQuery(organizationId));
}
