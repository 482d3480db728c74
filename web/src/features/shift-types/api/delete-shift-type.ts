import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { shiftTypesPath } from '@/lib/shift-types-query.ts';
import { shiftTypesKeys } from '@/lib/query-keys.ts';

/** DELETE …/shift-types/{id}: gone from the list and from future schedules. */
export function useDeleteShiftType(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string; message: string }>(shiftTypesPath(organizationId, `/${encodeURIComponent(id)}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftTypesKeys.all(organizationId) }),
  });
}
