import type { ManagerNotificationRequired } from '@rostra/contracts';
import { appLink, type OutgoingMail, type RecordedEvent } from '@rostra/platform';
import type { MailDeps } from '../deps.ts';
import { membershipAsOf, organizationNameAsOf } from '../shared/as-of.ts';
import { memberByUser } from '../shared/membership.ts';
import { personName } from '../shared/person-name.ts';

/**
 * The outbox's mail of a ManagerNotificationRequired: the manager who approved a vacation that
 * has now been cancelled learns that the employee can be scheduled on those days again.
 */
export function managerNotificationMails(deps: MailDeps) {
  return async (event: RecordedEvent): Promise<OutgoingMail[]> => {
    const { organizationId, memberId, managerUserId, managerEmail, startDate, endDate } = (
      event as RecordedEvent & ManagerNotificationRequired
    ).data;
    const [membership, organizationName] = await Promise.all([
      membershipAsOf(deps.events, organizationId, event.position),
      organizationNameAsOf(deps.events, organizationId, event.position),
    ]);
    const subject = membership.members[memberId] ?? membership.invitations[memberId];
    const employee = subject?.email ?? 'An employee';
    const manager = memberByUser(membership, managerUserId);
    const { actorEmail } = event.metadata;
    const byAdmin = actorEmail !== null && actorEmail !== subject?.email;
    const text = [
      `Hello ${manager ? await personName(deps.events, manager, event.position) : managerEmail},`,
      '',
      `${employee} cancelled the vacation from ${startDate} to ${endDate} in ${organizationName} that you approved.`,
      ...(byAdmin ? [`It was cancelled by ${actorEmail}.`] : []),
      'They can be scheduled on these days again.',
      '',
      `Vacation requests: ${appLink(deps.publicUrl, `/organizations/${organizationId}/org-schedule?tab=vacation-requests`)}`,
      '',
    ].join('\n');
    return [{ key: managerEmail, to: managerEmail, subject: `Approved vacation cancelled: ${employee}, ${startDate} to ${endDate}`, text }];
  };
}
