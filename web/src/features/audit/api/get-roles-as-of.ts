import type { RolesAsOf } from '@rostra/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { auditKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

/** GET …/audit/members/{memberId}/roles?as_of=: the member's roles at the end of a day, from the log. */
export const rolesAsOfQuery = (organizationId: string, memberId: string, asOf: string) =>
  queryOptions({
    queryKey: auditKeys.roles(organizationId, memberId, asOf),
    queryFn: () =>
      api.get<RolesAsOf>(orgPath(organizationId, `/audit/members/${encodeURIComponent(memberId)}/roles?as_of=${encodeURIComponent(asOf)}`)),
  });
