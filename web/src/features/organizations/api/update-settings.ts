import type { NameDisplayFormat } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** PUT /organizations/{id}/settings: the member name display format (member names change with it). */
export function useUpdateSettings(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: { name_display_format: NameDisplayFormat }) => api.put(`/organizations/${encodeURIComponent(id)}/settings`, settings),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['organizations', id] }),
        queryClient.invalidateQueries({ queryKey: ['members', id] }),
      ]),
  });
}
