import {
  evolveMonthWithTrades,
  initialMonthWithTrades,
  scheduleStream,
  tradeFields,
  type CalendarMonthRecord,
  type ScheduleEvent,
  type TradeEvent,
  type TradeFields,
  type TradeState,
} from '@rostra/contracts';
import { fold, type EventStore } from '@rostra/platform';

const involves = (trade: TradeState, memberId: string) =>
  [trade.give.memberId, trade.take?.memberId, trade.toMemberId, trade.acceptedBy].includes(memberId);

/** The trades of the published months the member offered, was offered or accepted, from each month's stream. */
export async function tradesOf(events: EventStore, months: readonly CalendarMonthRecord[], memberId: string): Promise<TradeFields[]> {
  const folded = await Promise.all(
    months.map(async ({ organization_id, year, month }) => {
      const recorded = await events.readStream(scheduleStream(organization_id, year, month));
      const state = fold(
        { initialState: initialMonthWithTrades, evolve: evolveMonthWithTrades },
        recorded.map((event) => ({ type: event.type, data: event.data }) as ScheduleEvent | TradeEvent),
      );
      return Object.values(state.trades).filter((trade) => involves(trade, memberId));
    }),
  );
  return folded
    .flat()
    .map(tradeFields)
    .sort((a, b) => a.offered_at.localeCompare(b.offered_at));
}
