// Trades of the published month: a member offers a shift they work (to one colleague, in a swap,
// or to anyone who may take it), a colleague accepts, an admin approves when the organization asks
// for it, and applying it changes who works the shifts. The events share the month's stream
// (`schedule-{organizationId}-{yyyy-mm}`) with the schedule's: an acceptance is decided against
// the month exactly as it stands, two acceptances race on the stream's revision (one wins), and a
// trade whose shift an edit, a repair or a generation changed is seen as such.
// A trade id names its month (`{yyyy-mm}.{n}`), so a path that names a trade leads to its stream.

export type TradeStatus = 'open' | 'accepted' | 'approved' | 'declined' | 'cancelled' | 'expired';

/** One side of a trade: who works which shift. */
export interface TradeShift {
  date: string;
  shiftTypeId: string;
  memberId: string;
}

interface TradeRef {
  organizationId: string;
  year: number;
  month: number;
  tradeId: string;
}

/** Why a trade can no longer apply. */
export type TradeExpiryReason = 'shift_changed' | 'shift_past';

export interface TradeOffered {
  type: 'TradeOffered';
  data: TradeRef & {
    give: TradeShift;
    /** A swap: the colleague's shift taken in return. */
    take: TradeShift | null;
    /** A give-away to one colleague (or the swap's colleague); null: an open offer. */
    toMemberId: string | null;
    offeredAt: string;
  };
}

export interface TradeAccepted {
  type: 'TradeAccepted';
  data: TradeRef & { memberId: string; needsApproval: boolean; acceptedAt: string };
}

interface TradeReview {
  notes: string | null;
  reviewerUserId: string;
  reviewerEmail: string;
  reviewedAt: string;
}

export interface TradeApproved {
  type: 'TradeApproved';
  data: TradeRef & TradeReview;
}

export interface TradeDeclined {
  type: 'TradeDeclined';
  data: TradeRef & TradeReview;
}

export interface TradeCancelled {
  type: 'TradeCancelled';
  data: TradeRef & { cancelledAt: string };
}

export interface TradeExpired {
  type: 'TradeExpired';
  data: TradeRef & { reason: TradeExpiryReason; expiredAt: string };
}

/** A shift of a trade changing hands, in the draft and the published month alike. */
export interface TradedShift {
  date: string;
  shiftTypeId: string;
  fromMemberId: string;
  toMemberId: string;
  /** The position on the shift: the one who takes it keeps the giver's. */
  position: number;
}

/**
 * A trade applied: the published month and its draft change as one (who works each traded
 * shift), so calendars, iCal feeds, analytics and the fairness ledger follow the one event.
 */
export interface ScheduleTradeApplied {
  type: 'ScheduleTradeApplied';
  data: TradeRef & { shifts: TradedShift[]; appliedAt: string };
}

export type TradeEvent =
  TradeOffered | TradeAccepted | TradeApproved | TradeDeclined | TradeCancelled | TradeExpired | ScheduleTradeApplied;

export const TRADE_EVENT_VERSIONS = {
  TradeOffered: 1,
  TradeAccepted: 1,
  TradeApproved: 1,
  TradeDeclined: 1,
  TradeCancelled: 1,
  TradeExpired: 1,
  ScheduleTradeApplied: 1,
} as const;
