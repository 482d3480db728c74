import type { OpenShiftList } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { openShiftsKeys } from '@/lib/query-keys.ts';

/** GET /organizations/{id}/open-shifts?status=open: an employee's with eligibility, the admins' with ranked candidates. */
export const openShiftsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: openShiftsKeys.list(organizationId, 'open'),
    queryFn: () => api.get<OpenShiftList>(orgPath(organizationId, '/open-shifts?status=open')),
  });

export const useOpenShifts = (organizationId: string) => useQuery(openShiftsQuery(organizationId));
