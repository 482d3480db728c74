import type { UserEvent } from '@rostra/contracts';
import { appLink, forgetMailSecret, mailSecret, type OutgoingMail, type RecordedEvent } from '@rostra/platform';
import type { MailDeps } from '../deps.ts';
import { foldedAsOf } from '../shared/as-of.ts';
import { userStream } from './streams.ts';
import { evolveUser, initialUserState, type UserState } from './user.ts';

/** A single-use link's mail: its subject, the page the link opens, and what it says around the link. */
export interface LinkMail {
  subject: string;
  page: string;
  paragraphs(link: string): string[];
}

/**
 * The outbox's mail of an event that issued a single-use link to an account (`{ userId, tokenHash }`):
 * to the account's address as of the event, with the token kept for it beside the read models,
 * which is forgotten once the mail is sent. Without the token (a request that never got as far as
 * its event), there is nothing to send: the user asks again.
 */
export function accountLinkMails(deps: MailDeps, { subject, page, paragraphs }: LinkMail) {
  return async (event: RecordedEvent): Promise<OutgoingMail[]> => {
    const { userId, tokenHash } = event.data as { userId: string; tokenHash: string };
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
    const link = appLink(deps.publicUrl, `${page}?token=${token}`);
    const text = [`Hello ${user.name ?? user.email},`, '', ...paragraphs(link).flatMap((paragraph) => [paragraph, ''])].join('\n');
    return [{ key: user.email, to: user.email, subject, text, whenSent: [forgetMailSecret(tokenHash)] }];
  };
}
