import type { MailDeps } from '../deps.ts';
import { accountLinkMails } from './account-link-mail.ts';

export const RESET_LINK_MINUTES = 30;

/**
 * The outbox's mail of a PasswordRecoveryRequested: the single-use reset link. The log holds only
 * the token's hash; the token waits beside the read models (keepMailSecret, written before the
 * event) until this mail has gone out.
 */
export const recoveryMails = (deps: MailDeps) =>
  accountLinkMails(deps, {
    subject: 'Reset your Rostra password',
    page: '/auth/reset-password',
    paragraphs: (link) => [
      'Someone (hopefully you) asked to reset the password of your Rostra account.',
      `Choose a new password: ${link}`,
      `The link works once, within ${RESET_LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ],
  });
