import { TRADES_TABLE, type OrganizationDeleted, type TradeEvent, type TradeRecord, type TradeShift } from '@rostra/contracts';
import { projectionOf } from '@rostra/platform';
import { deleteOrganizationRows, rowUpdater } from '../shared/rows.ts';

const update = rowUpdater<TradeRecord>(TRADES_TABLE);

const side = (shift: TradeShift) => ({ date: shift.date, shift_type_id: shift.shiftTypeId, member_id: shift.memberId });

/**
 * Every trade, one document each, as the API answers it (docs/api/trades.md), for the trades list:
 * its status as the month's stream decided it, and whether it applied.
 */
export const tradesProjection = projectionOf<TradeEvent | OrganizationDeleted>({
  name: 'trades',
  version: 1,
  tables: [{ name: TRADES_TABLE, indexes: [{ fields: ['organization_id', 'offered_at'] }] }],
  on: {
    TradeOffered({ data }, tx) {
      tx.put(TRADES_TABLE, {
        id: data.tradeId,
        organization_id: data.organizationId,
        status: 'open',
        give: side(data.give),
        take: data.take && side(data.take),
        to_member_id: data.toMemberId,
        accepted_by: null,
        notes: null,
        expiry_reason: null,
        offered_at: data.offeredAt,
        applied: false,
      } satisfies TradeRecord);
    },
    TradeAccepted: ({ data }, tx) => update(tx, data.tradeId, { status: 'accepted', accepted_by: data.memberId }),
    TradeApproved: ({ data }, tx) => update(tx, data.tradeId, { status: 'approved', notes: data.notes }),
    TradeDeclined: ({ data }, tx) => update(tx, data.tradeId, { status: 'declined', notes: data.notes }),
    TradeCancelled: ({ data }, tx) => update(tx, data.tradeId, { status: 'cancelled' }),
    TradeExpired: ({ data }, tx) => update(tx, data.tradeId, { status: 'expired', expiry_reason: data.reason }),
    ScheduleTradeApplied: ({ data }, tx) => update(tx, data.tradeId, { applied: true }),
    OrganizationDeleted: ({ data }, tx) => deleteOrganizationRows(tx, TRADES_TABLE, data.organizationId),
  },
});
