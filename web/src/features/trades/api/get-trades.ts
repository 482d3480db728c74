import type { TradeListItem } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { tradesKeys } from '@/lib/query-keys.ts';

export type TradeStatusFilter = TradeListItem['status'] | 'all';

/**
 * GET /organizations/{id}/trades[?status=]: newest first. Admins: all; an employee: their own, those
 * offered to them and the open offers, each with whether they may accept it and what stops them.
 */
export const tradesQuery = (organizationId: string, status: TradeStatusFilter) =>
  queryOptions({
    queryKey: tradesKeys.list(organizationId, status),
    queryFn: () => api.get<{ trades: TradeListItem[] }>(orgPath(organizationId, `/trades${status === 'all' ? '' : `?status=${status}`}`)),
  });

export const useTrades = (organizationId: string, status: TradeStatusFilter) => useQuery(tradesQuery(organizationId, status));
