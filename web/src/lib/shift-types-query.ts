import type { ShiftType } from '@rostra/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { orgPath } from './org-path.ts';
import { shiftTypesKeys } from './query-keys.ts';

export const shiftTypesPath = (organizationId: string, rest = '') => orgPath(organizationId, `/shift-types${rest}`);

/**
 * GET /organizations/{id}/shift-types: every shift type, active or not, by start time then name.
 * Shared by the manager, the audit's names and the complexity estimate, so an edit reloads all three.
 */
export const shiftTypesQuery = (organizationId: string) =>
  queryOptions({
    queryKey: shiftTypesKeys.all(organizationId),
    queryFn: () => api.get<ShiftType[]>(shiftTypesPath(organizationId)),
  });
