import type { ManagerNotificationRequired, VacationEvent } from '@rostra/contracts';
import type { CommandApiDeps } from '../deps.ts';
import type { SubjectFacts } from '../shared/subject-facts.ts';

/**
 * E-mails the manager who approved a vacation that has now been cancelled, when the decision
 * recorded that they must be told. The event is the record; a failure to send is logged, not
 * fatal, as for invitations (the cancellation stands).
 */
export async function notifyManager(deps: CommandApiDeps, facts: SubjectFacts, events: readonly VacationEvent[]): Promise<void> {
  const notice = events.find((event): event is ManagerNotificationRequired => event.type === 'ManagerNotificationRequired');
  if (!notice) return;
  const { managerEmail, startDate, endDate } = notice.data;
  const employee = facts.email ?? 'An employee';
  const text = [
    `Hello,`,
    '',
    `${employee} cancelled the vacation from ${startDate} to ${endDate} in ${facts.organizationName} that you approved.`,
    facts.by === 'admin' ? `It was cancelled by ${facts.context.actorEmail}.` : '',
    'They can be scheduled on these days again.',
    '',
  ].join('\n');
  try {
    await deps.mailer.send({ to: managerEmail, subject: `Approved vacation cancelled: ${employee}, ${startDate} to ${endDate}`, text });
  } catch (error) {
    deps.logger.warn({ err: error, to: managerEmail }, 'vacation cancellation e-mail not sent');
  }
}
