import type { TradeFields } from '@rostra/contracts';
import { formatDate } from '@/lib/dates.ts';
import type { ScheduleNames } from '@/lib/use-schedule-names.ts';

const shiftText = (names: ScheduleNames, shift: { date: string; shift_type_id: string }) =>
  `${names.shiftType(shift.shift_type_id)} on ${formatDate(shift.date)}`;

/** 'Bo gives Late on Dec 4, 2026 to Cy', '… swaps … for Cy's Early on …', '… offers … to anyone'. */
export function tradeText(trade: TradeFields, names: ScheduleNames): string {
  const giver = names.member(trade.give.member_id);
  const give = shiftText(names, trade.give);
  if (trade.take) return `${giver} swaps ${give} for ${names.member(trade.take.member_id)}’s ${shiftText(names, trade.take)}`;
  if (trade.to_member_id) return `${giver} gives ${give} to ${names.member(trade.to_member_id)}`;
  return `${giver} offers ${give} to anyone who may take it`;
}

export const TRADE_STATUS_LABEL: Record<TradeFields['status'], string> = {
  open: 'Open',
  accepted: 'Accepted',
  approved: 'Approved',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};
