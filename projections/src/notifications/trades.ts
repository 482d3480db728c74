import type { TradeAccepted, TradeContext, TradeOffered } from '@rostra/contracts';
import type { ProjectionTx } from '@rostra/platform';

// The notices of an acceptance or a review name the people of the trade, which only its offer and
// its acceptance recorded: kept here, per trade, for the events that follow.

export const NOTIFICATION_TRADES_TABLE = 'notification_trades';

const rowId = (organizationId: string, tradeId: string) => `${organizationId}:${tradeId}`;

export function tradeOfferedRow(tx: ProjectionTx, offer: TradeOffered['data']): void {
  tx.put(NOTIFICATION_TRADES_TABLE, {
    id: rowId(offer.organizationId, offer.tradeId),
    organization_id: offer.organizationId,
    offer,
    accepted_by: null,
  });
}

export async function tradeContext(tx: ProjectionTx, data: { organizationId: string; tradeId: string }): Promise<TradeContext | null> {
  const row = await tx.get(NOTIFICATION_TRADES_TABLE, rowId(data.organizationId, data.tradeId));
  return row ? { offer: row.offer as TradeOffered['data'], acceptedBy: row.accepted_by as string | null } : null;
}

export async function tradeAcceptedRow(tx: ProjectionTx, accepted: TradeAccepted['data']): Promise<void> {
  const id = rowId(accepted.organizationId, accepted.tradeId);
  const row = await tx.get(NOTIFICATION_TRADES_TABLE, id);
  if (row) tx.put(NOTIFICATION_TRADES_TABLE, { ...row, accepted_by: accepted.memberId });
}
