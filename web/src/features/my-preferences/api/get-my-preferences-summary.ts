import type { PreferencesSummary } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { myPreferencesKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

export const myPreferencesSummaryQuery = (organizationId: string) =>
  queryOptions({
    queryKey: myPreferencesKeys.all(organizationId),
    queryFn: () => api.get<PreferencesSummary>(orgPath(organizationId, '/my-preferences-summary')),
  });

/** GET …/my-preferences-summary: what I requested and what an admin set (the 'Admin Requirement'), each with defaults. */
export function useMyPreferencesSummary(organizationId: string) {
  return useQuery(myPreferencesSummaryQuery(organizationId));
}
