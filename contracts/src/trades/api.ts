import { z } from 'zod';
import type { RuleViolation } from '../rules/index.ts';
import type { TradeExpiryReason, TradeStatus } from './events.ts';

// The trades API (docs/api/trades.md): bodies, answers and texts.

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
const id = z.string().min(1).max(40);

/** POST {S}/trades: give alone (open offer), with to_member_id (give-away), or with take (swap). */
export const tradeOfferBody = z
  .object({
    give: z.object({ date: day, shift_type_id: id }),
    take: z.object({ date: day, shift_type_id: id, member_id: id }).optional(),
    to_member_id: id.optional(),
  })
  .refine((body) => !body.take || !body.to_member_id || body.to_member_id === body.take.member_id, {
    message: 'to_member_id: a swap is offered to the member of take',
    path: ['to_member_id'],
  });
export type TradeOfferBody = z.input<typeof tradeOfferBody>;

export const tradeReviewBody = z.object({
  status: z.enum(['approved', 'declined'], { error: 'must be "approved" or "declined"' }),
  notes: z.string().trim().max(500).optional(),
});

export const tradeStatuses = ['open', 'accepted', 'approved', 'declined', 'cancelled', 'expired'] as const;
export const tradeListQuery = z.object({ status: z.enum(tradeStatuses).optional() });

/** One trade as the API answers it. */
export interface TradeFields {
  id: string;
  status: TradeStatus;
  give: { date: string; shift_type_id: string; member_id: string };
  take: { date: string; shift_type_id: string; member_id: string } | null;
  to_member_id: string | null;
  accepted_by: string | null;
  notes: string | null;
  expiry_reason: TradeExpiryReason | null;
  offered_at: string;
}

/** A trade in the list: whether it may apply now (accepted by the one asking, or approved), and what stops it. */
export interface TradeListItem extends TradeFields {
  eligible: boolean;
  violations: RuleViolation[];
}

export interface TradeList {
  trades: TradeListItem[];
}

/** The trades read model, one document per trade (id: the trade's id). */
export const TRADES_TABLE = 'trades';

/** A row of the trades read model: the trade as the API answers it, with its organization and whether it applied. */
export interface TradeRecord extends TradeFields {
  organization_id: string;
  applied: boolean;
  [key: string]: unknown;
}

/** A refused acceptance (409): the rules the exchange would break, for either person. */
export interface TradeRefusal {
  detail: string;
  violations: RuleViolation[];
}

export const TRADE_TEXT = {
  notPublished: 'This month is not published: only published shifts can be traded.',
  notYourShift: 'You do not work this shift.',
  notTheirShift: 'The colleague does not work the shift asked for in return.',
  inThePast: 'Shifts in the past cannot be traded.',
  dateOutsideMonth: 'date: must be a day of the month of the trade',
  withYourself: 'A trade needs a colleague: not yourself.',
  unknownMember: 'Employee not found',
  alreadyOffered: 'This shift is already offered in a trade that is still open.',
  notFound: 'Trade not found',
  notForYou: 'This trade is offered to someone else.',
  ownTrade: 'You cannot accept your own trade.',
  notOpen: (status: string) => `Only an open trade can be accepted (this one is ${status}).`,
  notAccepted: (status: string) => `Only an accepted trade waiting for approval can be reviewed (this one is ${status}).`,
  notYours: 'Only the one who offered a trade can cancel it.',
  alreadyDone: (status: string) => `This trade can no longer be cancelled (it is ${status}).`,
  expired: (reason: TradeExpiryReason) =>
    reason === 'shift_past' ? 'This trade has expired: its shift is in the past.' : 'This trade has expired: its shift has changed since.',
  rulesBroken: (count: number) => `This trade breaks ${count === 1 ? 'a scheduling rule' : `${count} scheduling rules`}.`,
};
