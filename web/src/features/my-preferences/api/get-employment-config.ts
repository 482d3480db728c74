import type { EmploymentConfig, ShiftType } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { employmentConfigKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

export const employmentConfigQuery = (organizationId: string) =>
  queryOptions({
    queryKey: employmentConfigKeys.all(organizationId),
    queryFn: () => api.get<EmploymentConfig & { shift_types: ShiftType[] }>(orgPath(organizationId, '/employment-config')),
  });

/** GET …/employment-config: the active shift types, the ones preferences are about. */
export function useEmploymentConfig(organizationId: string) {
  return useQuery(employmentConfigQuery(organizationId));
}
