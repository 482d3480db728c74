import { randomBytes } from 'node:crypto';
import type { CommandApiDeps } from '../deps.ts';
import { executeUser } from './execute-user.ts';
import { hashToken } from './tokens.ts';

export const SIGN_IN_LINK_MINUTES = 15;

export interface LinkedAccount {
  userId: string;
  email: string;
  /** The hash the password was just checked against: a password changed since earns no link. */
  passwordHash: string;
}

/** Records a single-use sign-in link (its hash, its expiry) and mails it to the account's address. */
export async function mailSignInLink(deps: CommandApiDeps, account: LinkedAccount, link: (token: string) => string): Promise<void> {
  const { userId, email, passwordHash } = account;
  const token = `${userId}.${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(deps.clock.now().getTime() + SIGN_IN_LINK_MINUTES * 60_000).toISOString();
  const { events } = await executeUser(deps, userId, email, {
    type: 'IssueSignInLink',
    tokenHash: hashToken(token),
    expiresAt,
    passwordHash,
  });
  if (events.length === 0) return;
  const text = [
    'Hello,',
    '',
    'Someone (hopefully you) signed in to your Rostra account with its password from a place it has not been used from lately, after many failed attempts on it. To keep guessers out, a password alone does not sign in from there now.',
    '',
    `Sign in: ${link(token)}`,
    '',
    `The link works once, within ${SIGN_IN_LINK_MINUTES} minutes. If it was not you, someone knows your password: change it.`,
    '',
  ].join('\n');
  await deps.mailer.send({ to: email, subject: 'Your Rostra sign-in link', text });
}
