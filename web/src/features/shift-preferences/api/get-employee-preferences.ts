import type { EmployeePreferencesList } from '@rostra/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { employeePreferencesKeys } from '../../../lib/query-keys.ts';
import { orgPath } from '../../../lib/org-path.ts';

/** GET /organizations/{id}/employees/preferences?include_totals=true: every employee's two sets and the totals. */
export function useEmployeePreferences(organizationId: string) {
  return useQuery({
    queryKey: employeePreferencesKeys.all(organizationId),
    queryFn: () => api.get<EmployeePreferencesList>(orgPath(organizationId, '/employees/preferences?include_totals=true')),
  });
}
