import type { ShiftType } from '@rostra/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Shift type id → name, for preference changes in words; the same key and answer as the
 * shift-types feature's list (the shared ['shift-types', id]).
 */
export function useShiftTypeNames(organizationId: string) {
  return useQuery({
    queryKey: ['shift-types', organizationId],
    queryFn: () => api.get<ShiftType[]>(`/organizations/${encodeURIComponent(organizationId)}/shift-types`),
    select: (shiftTypes): Readonly<Record<string, string>> => Object.fromEntries(shiftTypes.map((shiftType) => [shiftType.id, shiftType.name])),
  });
}
