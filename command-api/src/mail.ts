import type { MailSources } from '@rostra/platform';
import { recoveryMails } from './accounts/recovery-mail.ts';
import { signInLinkMails } from './accounts/sign-in-link-mail.ts';
import type { MailDeps } from './deps.ts';
import { invitationMails } from './invitations/email.ts';
import { notificationMails } from './notifications/mail.ts';
import { publicationMails } from './schedules/publish-mail.ts';
import { managerNotificationMails } from './vacation/notify.ts';

/**
 * Every e-mail the product sends, by the event it follows from: the mail outbox (platform/src/mail)
 * sends them after the command that appended the event, and again after a crash. A new
 * notification is one more entry here.
 */
export function commandApiMail(deps: MailDeps): MailSources {
  return {
    ...notificationMails(deps),
    SchedulePublished: publicationMails(deps),
    InvitationTokenIssued: invitationMails(deps),
    PasswordRecoveryRequested: recoveryMails(deps),
    SignInLinkIssued: signInLinkMails(deps),
    ManagerNotificationRequired: managerNotificationMails(deps),
  };
}
