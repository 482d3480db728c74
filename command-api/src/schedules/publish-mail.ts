import { endTime, type ScheduledShift, type ShiftTypeSnapshot, type MonthVersion, changesBetween } from '@rostra/contracts';
import type { CommandApiDeps } from '../deps.ts';

export interface PublishedMonth {
  organizationName: string;
  year: number;
  month: number;
  /** What employees saw before (null at the first publication) and what they see now. */
  before: MonthVersion | null;
  after: MonthVersion;
  emailOf(memberId: string): string | null;
}

const monthName = (year: number, month: number) =>
  new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function line(shift: ScheduledShift, types: ReadonlyMap<string, ShiftTypeSnapshot>): string {
  const type = types.get(shift.shift_type_id);
  const weekday = new Date(`${shift.date}T00:00:00Z`).toLocaleString('en-GB', { weekday: 'short', timeZone: 'UTC' });
  const what = type ? `${type.name} ${type.start_time}-${endTime(type.start_time, type.duration_hours)}` : shift.shift_type_id;
  return `- ${weekday} ${shift.date}: ${what}`;
}

const lines = (shifts: readonly ScheduledShift[], types: ReadonlyMap<string, ShiftTypeSnapshot>) =>
  [...shifts]
    .sort((a, b) => a.date.localeCompare(b.date) || a.shift_type_id.localeCompare(b.shift_type_id))
    .map((shift) => line(shift, types));

/** The e-mail to one member: the changes to their shifts (after a first publication), then all of them. */
export function publishMail(published: PublishedMonth, memberId: string): { subject: string; text: string } {
  const { organizationName, year, month, before, after } = published;
  const types = new Map([...(before?.shiftTypes ?? []), ...after.shiftTypes].map((type) => [type.id, type]));
  const change = changesBetween(before, after).get(memberId) ?? { added: [], removed: [] };
  const mine = [...after.assignments.values()].filter((shift) => shift.member_id === memberId);
  const period = monthName(year, month);
  const text = [
    'Hello,',
    '',
    `The schedule of ${organizationName} for ${period} has been published.`,
    ...(before && change.added.length > 0 ? ['', 'Shifts added:', ...lines(change.added, types)] : []),
    ...(before && change.removed.length > 0 ? ['', 'Shifts removed:', ...lines(change.removed, types)] : []),
    '',
    mine.length > 0 ? `Your shifts in ${period}:` : `You have no shifts in ${period}.`,
    ...lines(mine, types),
    '',
  ].join('\n');
  const subject = before ? `Your shifts changed: ${organizationName}, ${period}` : `Your shifts: ${organizationName}, ${period}`;
  return { subject, text };
}

/**
 * E-mails each member whose shifts the publication changed (everyone with shifts at the first
 * one). The event is the record; a failure to send is logged, not fatal (as for invitations).
 * Answers how many were sent.
 */
export async function notifyPublished(deps: CommandApiDeps, published: PublishedMonth): Promise<number> {
  let sent = 0;
  for (const memberId of changesBetween(published.before, published.after).keys()) {
    const to = published.emailOf(memberId);
    if (!to) continue;
    try {
      await deps.mailer.send({ to, ...publishMail(published, memberId) });
      sent += 1;
    } catch (error) {
      deps.logger.warn({ err: error, to }, 'schedule publication e-mail not sent');
    }
  }
  return sent;
}
