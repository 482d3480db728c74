import type { PreferenceRecord, PreferencesBody } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { myPreferencesKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

/** PUT …/my-preferences: saves my requested set (absent fields keep their value, sent maps replace). */
export function useSaveMyPreferences(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesBody) =>
      api.put<PreferenceRecord & { message: string }>(orgPath(organizationId, '/my-preferences'), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPreferencesKeys.all(organizationId) }),
  });
}
