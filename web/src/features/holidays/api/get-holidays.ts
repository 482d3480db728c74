import type { Holiday } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { holidaysKeys } from '@/lib/query-keys.ts';

export const holidaysQuery = (organizationId: string, year: number) =>
  queryOptions({
    queryKey: holidaysKeys.year(organizationId, year),
    queryFn: () => api.get<{ holidays: Holiday[] }>(orgPath(organizationId, `/holidays?year=${year}`)),
  });

/** GET /organizations/{id}/holidays?year=: the region's public holidays and the organization's own days, by date. */
export function useHolidays(organizationId: string, year: number) {
  return useQuery(holidaysQuery(organizationId, year));
}
