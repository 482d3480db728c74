import type { ShiftType } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { ShiftTypeBody } from './create-shift-type.ts';
import { shiftTypesPath } from '@/lib/shift-types-query.ts';
import { shiftTypesKeys } from '@/lib/query-keys.ts';

/**
 * PUT …/shift-types/{id} with every field, the requirements and the labels: raising the needs and
 * labelling the new position is one decision (the requirements-only PUT would refuse the label).
 */
export function useUpdateShiftType(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ShiftTypeBody }) =>
      api.put<ShiftType>(shiftTypesPath(organizationId, `/${encodeURIComponent(id)}`), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftTypesKeys.all(organizationId) }),
  });
}
