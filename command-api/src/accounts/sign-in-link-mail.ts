import { randomBytes } from 'node:crypto';
import { forgetMailSecret, keepMailSecret } from '@rostra/platform';
import type { CommandApiDeps, MailDeps } from '../deps.ts';
import { accountLinkMails } from './account-link-mail.ts';
import { executeUser } from './execute-user.ts';
import { hashToken } from './tokens.ts';

export const SIGN_IN_LINK_MINUTES = 15;

/** The web's page that opens a mailed sign-in link. */
export const SIGN_IN_LINK_PAGE = '/auth/sign-in-link';

export interface LinkedAccount {
  userId: string;
  email: string;
  /** The hash the password was just checked against: a password changed since earns no link. */
  passwordHash: string;
}

/**
 * Records a single-use sign-in link (its hash, its expiry). The outbox mails it (below), with the
 * token kept for it beside the read models first, never in the log, as for reset links.
 */
export async function recordSignInLink(deps: CommandApiDeps, account: LinkedAccount): Promise<void> {
  const { userId, email, passwordHash } = account;
  const token = `${userId}.${randomBytes(32).toString('base64url')}`;
  const tokenHash = hashToken(token);
  const expiresAt = new Date(deps.clock.now().getTime() + SIGN_IN_LINK_MINUTES * 60_000).toISOString();
  await keepMailSecret(deps.readStore, tokenHash, token);
  const { events } = await executeUser(deps, userId, email, { type: 'IssueSignInLink', tokenHash, expiresAt, passwordHash });
  // No link (the password changed meanwhile): nothing will ask for the token.
  if (events.length === 0) await deps.readStore.commit([forgetMailSecret(tokenHash)]);
}

/** The outbox's mail of a SignInLinkIssued: the one-time link, to the account's address. */
export const signInLinkMails = (deps: MailDeps) =>
  accountLinkMails(deps, {
    subject: 'Your Rostra sign-in link',
    page: SIGN_IN_LINK_PAGE,
    paragraphs: (link) => [
      'Someone (hopefully you) signed in to your Rostra account with its password from a place it has not been used from lately, after many failed attempts on it. To keep guessers out, a password alone does not sign in from there now.',
      `Sign in: ${link}`,
      `The link works once, within ${SIGN_IN_LINK_MINUTES} minutes. If it was not you, someone knows your password: change it.`,
    ],
  });
