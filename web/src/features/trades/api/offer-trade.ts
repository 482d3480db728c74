import type { TradeFields, TradeOfferBody } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { tradesKeys } from '@/lib/query-keys.ts';

/** POST {S}/trades: the month is the given shift's. An offer changes no calendar until a colleague takes it. */
export function useOfferTrade(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TradeOfferBody) => {
      const [year, month] = body.give.date.split('-').map(Number);
      return api.post<TradeFields>(orgPath(organizationId, `/schedules/${year}/${month}/trades`), body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradesKeys.all(organizationId) }),
  });
}
