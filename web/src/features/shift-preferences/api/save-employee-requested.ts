import type { PreferenceRecord, PreferencesBody } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { employeePreferencesKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

/**
 * PUT …/admin/employees/{memberId}/employee-requested-preferences: the admin edits an employee's
 * own requested set; the API refuses it (403) while the employee forbids admin edits.
 */
export function useSaveEmployeeRequested(organizationId: string, memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesBody) =>
      api.put<PreferenceRecord>(
        orgPath(organizationId, `/admin/employees/${encodeURIComponent(memberId)}/employee-requested-preferences`),
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeePreferencesKeys.all(organizationId) }),
  });
}
