import type { ShiftType } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { shiftTypesPath } from '@/lib/shift-types-query.ts';
import { shiftTypesKeys } from '@/lib/query-keys.ts';

/** A whole shift type as the form sends it: its requirements and position labels travel along. */
export type ShiftTypeBody = Omit<ShiftType, 'id'>;

/** POST …/shift-types: fields, requirements and labels in one decision. */
export function useCreateShiftType(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShiftTypeBody) => api.post<ShiftType>(shiftTypesPath(organizationId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftTypesKeys.all(organizationId) }),
  });
}
