import type { TradeFields } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { tradesChanged } from './trades-changed.ts';

export type TradeStep =
  | { step: 'accept'; id: string }
  | { step: 'cancel'; id: string }
  | { step: 'review'; id: string; status: 'approved' | 'declined'; notes?: string };

/**
 * POST …/trades/{tradeId}/accept (the colleague), …/cancel (the one who offered), PUT …/review
 * (admins, approved or declined with notes). A refused acceptance or approval answers 409 with the
 * rules it breaks (`violationsOf`).
 */
export function useTradeStep(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: TradeStep) => {
      const path = orgPath(organizationId, `/trades/${encodeURIComponent(step.id)}/${step.step}`);
      if (step.step !== 'review') return api.post<TradeFields>(path);
      const notes = step.notes?.trim();
      return api.put<TradeFields>(path, { status: step.status, ...(notes ? { notes } : {}) });
    },
    onSettled: () => tradesChanged(queryClient, organizationId),
  });
}
