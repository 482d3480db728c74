import type { ShiftType } from '@rostra/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { shiftTypesKeys } from '../../../lib/query-keys.ts';
import { orgPath } from '../../../lib/org-path.ts';

/**
 * Shift type id → name, for preference changes in words; the same key and answer as the
 * shift-types feature's list (the shared shiftTypesKeys.all(id)).
 */
export function useShiftTypeNames(organizationId: string) {
  return useQuery({
    queryKey: shiftTypesKeys.all(organizationId),
    queryFn: () => api.get<ShiftType[]>(orgPath(organizationId, '/shift-types')),
    select: (shiftTypes): Readonly<Record<string, string>> => Object.fromEntries(shiftTypes.map((shiftType) => [shiftType.id, shiftType.name])),
  });
}
