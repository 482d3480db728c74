import type { VacationRequestAsOf } from '@rostra/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { auditKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

/** GET …/audit/vacation-requests/{requestId}?as_of=: the request at the end of a day, from the log. */
export const vacationAsOfQuery = (organizationId: string, requestId: string, asOf: string) =>
  queryOptions({
    queryKey: auditKeys.vacation(organizationId, requestId, asOf),
    queryFn: () =>
      api.get<VacationRequestAsOf>(
        orgPath(organizationId, `/audit/vacation-requests/${encodeURIComponent(requestId)}?as_of=${encodeURIComponent(asOf)}`),
      ),
  });
