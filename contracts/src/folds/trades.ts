import type { TradeEvent, TradeExpiryReason, TradeShift, TradeStatus } from '../trades/events.ts';
import { evolveOpenShifts, monthChangedUnder, type OpenShiftState } from './open-shifts.ts';
import {
  assignmentKey,
  evolveSchedule,
  initialScheduleState,
  type MonthStreamEvent,
  type MonthVersion,
  type ScheduleState,
} from './schedule.ts';

// The trades and open shifts of a month, folded from the month's stream beside its schedule: the
// trade and open-shift deciders decide on all of it, so an acceptance or a claim sees the month
// exactly as it stands.

export interface TradeState {
  tradeId: string;
  give: TradeShift;
  take: TradeShift | null;
  toMemberId: string | null;
  status: TradeStatus;
  /** Who accepted it (the colleague). */
  acceptedBy: string | null;
  applied: boolean;
  expiryReason: TradeExpiryReason | null;
  notes: string | null;
  offeredAt: string;
}

export interface MonthWithTrades {
  schedule: ScheduleState;
  trades: Record<string, TradeState>;
  openShifts: Record<string, OpenShiftState>;
}

export const initialMonthWithTrades: MonthWithTrades = { schedule: initialScheduleState, trades: {}, openShifts: {} };

/** A trade's id: its month and its number in the month. */
export const tradeIdOf = (year: number, month: number, n: number) => `${year}-${String(month).padStart(2, '0')}.${n}`;

/** The month whose stream holds a trade, or null for an id that cannot be one. */
export function monthOfTrade(tradeId: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})\.\d+$/.exec(tradeId);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

const works = (version: MonthVersion | null, shift: TradeShift) =>
  !!version?.assignments.has(assignmentKey({ date: shift.date, shift_type_id: shift.shiftTypeId, member_id: shift.memberId }));

/**
 * Why a trade not yet applied can no longer apply at `today`, or null: a shift of it in the past,
 * or no longer worked by its member in the published month or the draft (an edit, a repair or a
 * generation changed it).
 */
export function tradeExpiry(trade: TradeState, schedule: ScheduleState, today: string): TradeExpiryReason | null {
  const sides = trade.take ? [trade.give, trade.take] : [trade.give];
  if (sides.some((side) => side.date < today)) return 'shift_past';
  if (sides.some((side) => !works(schedule.published, side) || !works(schedule.draft, side))) return 'shift_changed';
  return null;
}

/** Trades that still wait for someone: an acceptance, or an approval. */
export const tradePending = (trade: TradeState) => trade.status === 'open' || trade.status === 'accepted';

function evolveTrade(trades: Record<string, TradeState>, event: Exclude<TradeEvent, { type: 'ScheduleTradeApplied' | 'TradeOffered' }>) {
  const trade = trades[event.data.tradeId];
  if (!trade) return trades;
  const next = (changes: Partial<TradeState>) => ({ ...trades, [trade.tradeId]: { ...trade, ...changes } });
  switch (event.type) {
    case 'TradeAccepted':
      return next({ status: 'accepted', acceptedBy: event.data.memberId });
    case 'TradeApproved':
      return next({ status: 'approved', notes: event.data.notes });
    case 'TradeDeclined':
      return next({ status: 'declined', notes: event.data.notes });
    case 'TradeCancelled':
      return next({ status: 'cancelled' });
    case 'TradeExpired':
      return next({ status: 'expired', expiryReason: event.data.reason });
  }
}

export function evolveMonthWithTrades(state: MonthWithTrades, event: MonthStreamEvent): MonthWithTrades {
  switch (event.type) {
    case 'OpenShiftPosted':
    case 'OpenShiftClaimed':
    case 'ScheduleOpenShiftAssigned':
    case 'OpenShiftCancelled':
    case 'OpenShiftExpired':
      return { ...state, schedule: evolveSchedule(state.schedule, event), openShifts: evolveOpenShifts(state.openShifts, event) };
    // Open shifts are places of the month as it was posted: a clear or a new generation leaves them behind.
    case 'ScheduleCleared':
    case 'ScheduleGenerated':
      return { ...state, schedule: evolveSchedule(state.schedule, event), openShifts: monthChangedUnder(state.openShifts) };
    case 'TradeOffered': {
      const { tradeId, give, take, toMemberId, offeredAt } = event.data;
      const trade: TradeState = {
        tradeId,
        give,
        take,
        toMemberId,
        status: 'open',
        acceptedBy: null,
        applied: false,
        expiryReason: null,
        notes: null,
        offeredAt,
      };
      return { ...state, trades: { ...state.trades, [tradeId]: trade } };
    }
    case 'TradeAccepted':
    case 'TradeApproved':
    case 'TradeDeclined':
    case 'TradeCancelled':
    case 'TradeExpired':
      return { ...state, trades: evolveTrade(state.trades, event) };
    case 'ScheduleTradeApplied': {
      const trade = state.trades[event.data.tradeId];
      return {
        ...state,
        schedule: evolveSchedule(state.schedule, event),
        trades: trade ? { ...state.trades, [trade.tradeId]: { ...trade, applied: true } } : state.trades,
      };
    }
    default:
      return { ...state, schedule: evolveSchedule(state.schedule, event) };
  }
}
