// What each event tells whom: one pure table shared by the notifications read model (in-app) and
// the mail outbox (e-mail), so both say the same thing to the same people.
import type { TradeOffered } from '../trades/events.ts';
import type { NotificationType } from './types.ts';

/** Who a notice goes to, as the organization's members (each side resolves them to users). */
export type Audience =
  | { member: string }
  | { admins: true }
  /** Every employee but one (an open offer: not the one who offered it). */
  | { employees: true; except: string | null };

export interface Notice {
  to: Audience;
  type: NotificationType;
  organizationId: string;
  title: string;
  body: string;
  link: string;
}

/** The trade an event of it belongs to, as the month's stream knows it when the event is appended. */
export interface TradeContext {
  offer: TradeOffered['data'];
  acceptedBy: string | null;
}

export interface NoticeEvent {
  type: string;
  data: unknown;
}

export const monthOf = (date: string) => date.slice(0, 7);
export const mySchedule = (organizationId: string, month: string) => `/organizations/${organizationId}/my-schedule?month=${month}`;
/** The employee's list of offers and open shifts (My Schedule → Trades & Open Shifts). */
export const myTrades = (organizationId: string, month: string) => `/organizations/${organizationId}/my-schedule?tab=trades&month=${month}`;
/** The admins' approvals queue (Org Schedule → Trades & Open Shifts). */
export const approvals = (organizationId: string, month: string) =>
  `/organizations/${organizationId}/org-schedule?tab=approvals&month=${month}`;

/** One member's notice. */
export const toMember = (memberId: string): Audience => ({ member: memberId });

/** What an event's notices name beside the event: its trade, and the organization's shift types by id, as of the event. */
export interface NoticeContext {
  trade: TradeContext | null;
  shiftTypeNames: ReadonlyMap<string, string>;
}

/** A shift as a notice names it: its day and its shift type's name. */
export const shiftOn = (context: NoticeContext, date: string, shiftTypeId: string) =>
  `${date} (${context.shiftTypeNames.get(shiftTypeId) ?? 'a shift'})`;

export type NoticeSource = (event: NoticeEvent, context: NoticeContext) => Notice[];
