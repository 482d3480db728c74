import type { AuditPage } from '@rostra/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { auditKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

/** The filters of GET …/audit; empty strings mean "any". */
export interface AuditFilters {
  kind?: string;
  member?: string;
  actor?: string;
  request?: string;
  from?: string;
  to?: string;
}

/** The query string of the filters (shared by the list and the CSV export), without empty values. */
export function auditSearch(filters: AuditFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) if (value?.trim()) params.set(key, value.trim());
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const auditPath = (organizationId: string) => orgPath(organizationId, '/audit');

export const auditQuery = (organizationId: string, filters: AuditFilters, limit = 50) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(organizationId, filters, limit),
    queryFn: ({ pageParam }) =>
      api.get<AuditPage>(
        `${auditPath(organizationId)}${auditSearch(filters, { limit: String(limit), ...(pageParam ? { cursor: pageParam } : {}) })}`,
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

/** GET /organizations/{id}/audit: newest first, one page at a time over the cursor ("Load more"). */
export function useAudit(organizationId: string, filters: AuditFilters, limit?: number) {
  return useInfiniteQuery(auditQuery(organizationId, filters, limit));
}
