import {
  endTime,
  scheduleStream,
  type MonthVersion,
  type ScheduledShift,
  type ScheduleEvent,
  type SchedulePublished,
  type ShiftTypeSnapshot,
  changesBetween,
} from '@rostra/contracts';
import { appLink, fold, type OutgoingMail, type RecordedEvent } from '@rostra/platform';
import type { MailDeps } from '../deps.ts';
import { wantsEmailAsOf } from '../shared/notification-settings.ts';
import { membershipAsOf, organizationNameAsOf } from '../shared/as-of.ts';
import { personName } from '../shared/person-name.ts';
import { scheduleDecider } from './decide.ts';
import { publicationAudience, type Recipient } from './publication-audience.ts';

export interface PublishedMonth {
  organizationId: string;
  organizationName: string;
  year: number;
  month: number;
  /** What employees saw before (null at the first publication) and what they see now. */
  before: MonthVersion | null;
  after: MonthVersion;
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

/**
 * The e-mail to one person: the changes to their shifts (after a first publication), then all of
 * them, and where to see them — their schedule in the app, or, for someone invited who has not
 * joined yet, the invitation to accept first.
 */
export function publishMail(published: PublishedMonth, recipient: Recipient, publicUrl: string): { subject: string; text: string } {
  const { organizationId, organizationName, year, month, before, after } = published;
  const types = new Map([...(before?.shiftTypes ?? []), ...after.shiftTypes].map((type) => [type.id, type]));
  const change = changesBetween(before, after).get(recipient.memberId) ?? { added: [], removed: [] };
  const mine = [...after.assignments.values()].filter((shift) => shift.member_id === recipient.memberId);
  const period = monthName(year, month);
  const where = recipient.invitationToken
    ? [
        `You have been invited to join ${organizationName} on Rostra and have not joined yet.`,
        `Accept the invitation to see your schedule in the app: ${appLink(publicUrl, `/invitations/${recipient.invitationToken}/accept`)}`,
      ]
    : [
        `See your schedule: ${appLink(publicUrl, `/organizations/${organizationId}/my-schedule?month=${year}-${String(month).padStart(2, '0')}`)}`,
      ];
  const text = [
    `Hello ${recipient.name},`,
    '',
    `The schedule of ${organizationName} for ${period} has been published.`,
    ...(before && change.added.length > 0 ? ['', 'Shifts added:', ...lines(change.added, types)] : []),
    ...(before && change.removed.length > 0 ? ['', 'Shifts removed:', ...lines(change.removed, types)] : []),
    '',
    mine.length > 0 ? `Your shifts in ${period}:` : `You have no shifts in ${period}.`,
    ...lines(mine, types),
    '',
    ...where,
    '',
  ].join('\n');
  const subject = before ? `Your shifts changed: ${organizationName}, ${period}` : `Your shifts: ${organizationName}, ${period}`;
  return { subject, text };
}

/** The versions before and after the publication appended at `position`, from the month's stream. */
async function versionsAt(
  deps: MailDeps,
  stream: string,
  position: bigint,
): Promise<{ before: MonthVersion | null; after: MonthVersion | null }> {
  const recorded = (await deps.events.readStream(stream)).filter((event) => event.position <= position);
  const events = recorded.map((event) => ({ type: event.type, data: event.data }) as ScheduleEvent);
  return { before: fold(scheduleDecider, events.slice(0, -1)).published, after: fold(scheduleDecider, events).published };
}

/**
 * The outbox's mails of a SchedulePublished: one to each person whose shifts it changed (everyone
 * with shifts at the first one), members and invitees alike, as of the publication — but members
 * who switched `schedule_published` e-mails off.
 */
export function publicationMails(deps: MailDeps) {
  return async (event: RecordedEvent): Promise<OutgoingMail[]> => {
    const { organizationId, year, month, publishedAt } = (event as RecordedEvent & SchedulePublished).data;
    const [{ before, after }, membership, organizationName] = await Promise.all([
      versionsAt(deps, scheduleStream(organizationId, year, month), event.position),
      membershipAsOf(deps.events, organizationId, event.position),
      organizationNameAsOf(deps.events, organizationId, event.position),
    ]);
    if (!after) return [];
    const published = { organizationId, organizationName, year, month, before, after };
    const { mailed } = publicationAudience(before, after, membership, publishedAt);
    const mails = await Promise.all(
      mailed.map(async (recipient) => {
        const member = membership.members[recipient.memberId];
        // Invitees have no settings yet: their mail is the invitation to see the schedule.
        if (member && !(await wantsEmailAsOf(deps.events, member.userId, 'schedule_published', event.position))) return null;
        const name = member ? await personName(deps.events, member, event.position) : recipient.name;
        return { key: recipient.memberId, to: recipient.email, ...publishMail(published, { ...recipient, name }, deps.publicUrl) };
      }),
    );
    return mails.filter((mail) => mail !== null);
  };
}
