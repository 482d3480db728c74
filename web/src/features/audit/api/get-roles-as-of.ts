import type { RolesAsOf } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const rolesAsOfQuery = (organizationId: string, memberId: string, asOf: string) =>
  queryOptions({
    queryKey: ['audit', organizationId, 'roles', memberId, asOf],
    queryFn: () =>
      api.get<RolesAsOf>(`/organizations/${encodeURIComponent(organizationId)}/audit/members/${encodeURIComponent(memberId)}/roles?as_of=${encodeURIComponent(asOf)}`),
  });

/** GET …/audit/members/{memberId}/roles?as_of=: the member's roles on a date, from the log. Runs once a date is chosen. */
export function useRolesAsOf(organizationId: string, memberId: string, asOf: string | null) {
  return useQuery({ ...rolesAsOfQuery(organizationId, memberId, asOf ?? ''), enabled: Boolean(asOf) });
}
