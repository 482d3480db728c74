import type { OpenShiftPosted } from '../open-shifts/events.ts';
import type { Notice, NoticeContext, NoticeEvent, NoticeSource } from './notices.ts';
import { openShiftAssigned, openShiftPosted } from './open-shift-notices.ts';
import { schedulePublished, shiftReminders, vacationDecided, vacationRequested } from './other-notices.ts';
import { tradeAccepted, tradeApplied, tradeOffered, tradeReviewed } from './trade-notices.ts';

/**
 * The events that notify, by type: the notifications read model reads exactly these, and the mail
 * outbox e-mails them. A new kind of notification is one more entry here.
 */
export const NOTICE_SOURCES: Record<string, NoticeSource> = {
  TradeOffered: tradeOffered,
  TradeAccepted: tradeAccepted,
  TradeApproved: tradeReviewed,
  TradeDeclined: tradeReviewed,
  ScheduleTradeApplied: tradeApplied,
  SchedulePublished: schedulePublished,
  VacationRequested: vacationRequested,
  VacationRequestApproved: vacationDecided,
  VacationRequestRejected: vacationDecided,
  ShiftRemindersDue: shiftReminders,
  OpenShiftPosted: (event, context) => openShiftPosted((event as OpenShiftPosted).data, context),
  ScheduleOpenShiftAssigned: openShiftAssigned,
};

/** Trade events other than the offer name only the trade: their notices need the offer. */
export const NEEDS_TRADE: ReadonlySet<string> = new Set(['TradeAccepted', 'TradeApproved', 'TradeDeclined']);

export function noticesOf(event: NoticeEvent, context: NoticeContext, sources = NOTICE_SOURCES): Notice[] {
  return sources[event.type]?.(event, context) ?? [];
}
