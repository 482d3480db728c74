import type { OrganizationSettingsBody } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { membersKeys, organizationsKeys } from '../../../lib/query-keys.ts';

/** PUT /organizations/{id}/settings: any of the name display format (member names change with it) and the labour rules. */
export function useUpdateSettings(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: OrganizationSettingsBody) => api.put(`/organizations/${encodeURIComponent(id)}/settings`, settings),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationsKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: membersKeys.all(id) }),
      ]),
  });
}
