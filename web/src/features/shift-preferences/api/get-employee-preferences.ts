import type { EmployeePreferencesList } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { employeePreferencesKeys } from '@/lib/query-keys.ts';

/** GET /organizations/{id}/employees/preferences?include_totals=true: every employee's two sets and the totals. */
export const employeePreferencesQuery = (organizationId: string) =>
  queryOptions({
    queryKey: employeePreferencesKeys.all(organizationId),
    queryFn: () => api.get<EmployeePreferencesList>(orgPath(organizationId, '/employees/preferences?include_totals=true')),
  });

export function useEmployeePreferences(organizationId: string) {
  return useQuery(employeePreferencesQuery(organizationId));
}
