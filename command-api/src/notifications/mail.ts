import {
  NEEDS_TRADE,
  NOTICE_SOURCES,
  noticesOf,
  type ActiveMember,
  type Audience,
  type MembershipState,
  type NoticeSource,
} from '@rostra/contracts';
import { appLink, type MailSources, type OutgoingMail, type RecordedEvent } from '@rostra/platform';
import type { MailDeps } from '../deps.ts';
import { membershipAsOf, organizationNameAsOf } from '../shared/as-of.ts';
import { personName } from '../shared/person-name.ts';
import { wantsEmailAsOf } from '../shared/notification-settings.ts';
import { shiftTypeNamesAsOf, tradeAsOf } from './as-of.ts';

/** The members a notice goes to, as the organization stood at the event. */
function membersOf(membership: MembershipState, to: Audience): ActiveMember[] {
  const members = Object.values(membership.members);
  if ('member' in to) return membership.members[to.member] ? [membership.members[to.member]!] : [];
  if ('admins' in to) return members.filter((member) => member.is_admin);
  return members.filter((member) => member.is_employee && member.memberId !== to.except);
}

/**
 * The outbox's mails of a notifying event: the same notices as in the app, to each person who had
 * that kind switched on (GET/PUT /me/notification-settings) when the event was appended.
 */
export function noticeMails(deps: MailDeps, sources: Record<string, NoticeSource> = NOTICE_SOURCES) {
  return async (event: RecordedEvent): Promise<OutgoingMail[]> => {
    const data = event.data as { organizationId: string; year: number; month: number; tradeId?: string };
    const trade =
      NEEDS_TRADE.has(event.type) && data.tradeId ? await tradeAsOf(deps.events, { ...data, tradeId: data.tradeId }, event.position) : null;
    const shiftTypeNames = await shiftTypeNamesAsOf(deps.events, data.organizationId, event.position);
    const notices = noticesOf(event, { trade, shiftTypeNames }, sources);
    if (notices.length === 0) return [];
    const [membership, organizationName] = await Promise.all([
      membershipAsOf(deps.events, data.organizationId, event.position),
      organizationNameAsOf(deps.events, data.organizationId, event.position),
    ]);
    const mails = await Promise.all(
      notices.flatMap((notice, index) =>
        membersOf(membership, notice.to).map(async (member): Promise<OutgoingMail | null> => {
          if (!(await wantsEmailAsOf(deps.events, member.userId, notice.type, event.position))) return null;
          const text = [
            `Hello ${await personName(deps.events, member, event.position)},`,
            '',
            notice.body,
            '',
            `${notice.title}: ${appLink(deps.publicUrl, notice.link)}`,
            '',
          ].join('\n');
          return { key: `${index}:${member.memberId}`, to: member.email, subject: `${notice.title}: ${organizationName}`, text };
        }),
      ),
    );
    return mails.filter((mail) => mail !== null);
  };
}

/** Every notifying event's mail source; a publication keeps its own, richer e-mail (schedules/publish-mail.ts). */
export function notificationMails(deps: MailDeps): MailSources {
  const { SchedulePublished: _publication, ...others } = NOTICE_SOURCES;
  return Object.fromEntries(Object.keys(others).map((type) => [type, noticeMails(deps)]));
}
