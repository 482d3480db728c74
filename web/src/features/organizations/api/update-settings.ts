import type { OrganizationSettingsBody } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { membersKeys, organizationsKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

/** PUT /organizations/{id}/settings: any of the name display format (member names change with it) and the labour rules. */
export function useUpdateSettings(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: OrganizationSettingsBody) => api.put(orgPath(id, '/settings'), settings),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationsKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: membersKeys.all(id) }),
      ]),
  });
}
