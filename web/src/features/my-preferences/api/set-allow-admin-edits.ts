import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { myPreferencesKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

/** PUT …/my-preferences/allow-admin-edits: whether administrators may edit my requested preferences. */
export function useSetAllowAdminEdits(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allow_admin_edits: boolean) =>
      api.put<{ member_id: string; allow_admin_edits: boolean }>(orgPath(organizationId, '/my-preferences/allow-admin-edits'), {
        allow_admin_edits,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPreferencesKeys.all(organizationId) }),
  });
}
