import type { PasswordRecoveryRequested, UserEvent } from '@rostra/contracts';
import { appLink, forgetMailSecret, mailSecret, type OutgoingMail, type RecordedEvent } from '@rostra/platform';
import type { MailDeps } from '../deps.ts';
import { foldedAsOf } from '../shared/as-of.ts';
import { userStream } from './streams.ts';
import { evolveUser, initialUserState, type UserState } from './user.ts';

export const RESET_LINK_MINUTES = 30;

/**
 * The outbox's mail of a PasswordRecoveryRequested: the single-use reset link. The log holds only
 * the token's hash; the token itself waits beside the read models (keepMailSecret, written before
 * the event) and is dropped once this mail has gone out. Without it (dropped, or a request that
 * never got as far as the event), there is nothing to send: the user asks again.
 */
export function recoveryMails(deps: MailDeps) {
  return async (event: RecordedEvent): Promise<OutgoingMail[]> => {
    const { userId, tokenHash } = (event as RecordedEvent & PasswordRecoveryRequested).data;
    const [token, user] = await Promise.all([
      mailSecret(deps.readStore, tokenHash),
      foldedAsOf<UserState, UserEvent>(
        deps.events,
        userStream(userId),
        { initialState: initialUserState, evolve: evolveUser },
        event.position,
      ),
    ]);
    if (!token || !user.email) return [];
    const text = [
      `Hello ${user.name ?? user.email},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Rostra account.',
      '',
      `Choose a new password: ${appLink(deps.publicUrl, `/auth/reset-password?token=${token}`)}`,
      '',
      `The link works once, within ${RESET_LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
      '',
    ].join('\n');
    return [{ key: user.email, to: user.email, subject: 'Reset your Rostra password', text, whenSent: [forgetMailSecret(tokenHash)] }];
  };
}
