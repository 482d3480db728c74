import type { ShiftType } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { shiftTypesKeys } from '../../../lib/query-keys.ts';
import { orgPath } from '../../../lib/org-path.ts';

export const shiftTypesPath = (organizationId: string, rest = '') => orgPath(organizationId, `/shift-types${rest}`);

export const shiftTypesQuery = (organizationId: string) =>
  queryOptions({
    queryKey: shiftTypesKeys.all(organizationId),
    queryFn: () => api.get<ShiftType[]>(shiftTypesPath(organizationId)),
  });

/** GET /organizations/{id}/shift-types: every shift type, active or not, by start time then name. */
export function useShiftTypes(organizationId: string) {
  return useQuery(shiftTypesQuery(organizationId));
}
