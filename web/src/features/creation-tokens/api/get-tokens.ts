import type { CreationTokenList, CreationTokenStatus } from '@rostra/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { creationTokensKeys } from '@/lib/query-keys.ts';

export const tokensQuery = (status: CreationTokenStatus | 'all') =>
  queryOptions({
    queryKey: creationTokensKeys.list(status),
    queryFn: () => api.get<CreationTokenList>(`/admin/organization-tokens${status === 'all' ? '' : `?status=${status}`}`),
    placeholderData: keepPreviousData,
  });

/** GET /admin/organization-tokens with the optional status filter. */
export function useTokens(status: CreationTokenStatus | 'all') {
  return useQuery(tokensQuery(status));
}
