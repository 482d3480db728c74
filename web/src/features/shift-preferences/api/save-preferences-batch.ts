import type { PreferencesBatchResult, PreferencesBody } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { employeePreferencesKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

/** POST …/admin/employees/preferences/batch: the admin-set sets of many employees, all or none. */
export function useSavePreferencesBatch(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updates: { member_id: string; preferences: PreferencesBody }[]) =>
      api.post<PreferencesBatchResult>(orgPath(organizationId, '/admin/employees/preferences/batch'), { updates }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeePreferencesKeys.all(organizationId) }),
  });
}
