import { randomBytes } from 'node:crypto';
import { ACCOUNT_SECURITY_TEXT as TEXT, passwordRecoveryBody, passwordResetBody } from '@rostra/contracts';
import { AppError, badRequest, hashPassword, parse, RateLimiter, respond } from '@rostra/platform';
import { Router, type Request, type Response } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { emailStream } from './email-claim.ts';
import { executeUser } from './execute-user.ts';
import { loadUser } from '../shared/sign-in.ts';
import { hashToken } from './tokens.ts';
import { tooMany } from './too-many.ts';

export const RESET_LINK_MINUTES = 30;

/** A mailed link to a page of the web app with a token: PUBLIC_URL when configured, else the origin the request came to. */
export function mailedLink(deps: CommandApiDeps, request: Request, page: string): (token: string) => string {
  const base = (deps.publicUrl ?? `${request.protocol}://${request.get('host')}`).replace(/\/$/, '');
  return (token) => `${base}${page}?token=${token}`;
}

/** Work that must not delay (nor be told apart by) the answer: it starts once the answer is sent. */
export function afterAnswer(deps: CommandApiDeps, response: Response, work: () => Promise<void>): void {
  response.once('finish', () => void work().catch((error: unknown) => deps.logger.warn({ err: error }, 'account e-mail not sent')));
}

/** For a known address: records a single-use link (its hash, its expiry) and mails it. Unknown: nothing. */
async function mailResetLink(deps: CommandApiDeps, email: string, link: (token: string) => string): Promise<void> {
  const claim = await deps.events.readStream(emailStream(email));
  const userId = (claim[0]?.data as { userId?: string } | undefined)?.userId;
  if (!userId) return;
  const token = `${userId}.${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(deps.clock.now().getTime() + RESET_LINK_MINUTES * 60_000).toISOString();
  await executeUser(deps, userId, email, { type: 'RequestPasswordRecovery', tokenHash: hashToken(token), expiresAt });
  const text = [
    'Hello,',
    '',
    'Someone (hopefully you) asked to reset the password of your Rostra account.',
    '',
    `Choose a new password: ${link(token)}`,
    '',
    `The link works once, within ${RESET_LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    '',
  ].join('\n');
  await deps.mailer.send({ to: email, subject: 'Reset your Rostra password', text });
}

/** 'Forgot password?': a request that answers alike for every address, and the reset from the link. */
export function passwordRecoveryRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const perEmail = new RateLimiter(5, 60 * 60_000);
  const perAddress = new RateLimiter(20, 60 * 60_000);

  router.post('/auth/password-recovery', (request, response) => {
    const { email } = parse(passwordRecoveryBody, request.body);
    const address = request.ip ?? 'unknown';
    const wait = Math.max(perEmail.retryAfter(email), perAddress.retryAfter(address));
    if (wait > 0) throw tooMany(wait, 'password recovery requests');
    perEmail.hit(email);
    perAddress.hit(address);
    // The answer is decided before anything depends on whether the account exists, so status,
    // body and timing are the same for every address; the lookup, the log and the mail come after.
    afterAnswer(deps, response, () => mailResetLink(deps, email, mailedLink(deps, request, '/auth/reset-password')));
    response.status(202).json({ message: TEXT.recoveryRequested });
  });

  router.post('/auth/password-reset', async (request, response) => {
    const { token, password } = parse(passwordResetBody, request.body);
    const userId = token.slice(0, token.indexOf('.'));
    const tokenHash = hashToken(token);
    const now = deps.clock.now();
    // Refused before the costly hashing when the log already shows the link is no good.
    const expiresAt = (await loadUser(deps, userId)).resetTokens[tokenHash];
    if (!expiresAt || expiresAt <= now.toISOString()) throw badRequest(TEXT.resetLinkInvalid);
    const passwordHash = await hashPassword(password, deps.passwordHashing);
    const { position } = await executeUser(deps, userId, null, {
      type: 'ResetPassword',
      tokenHash,
      passwordHash,
      now: now.toISOString(),
    }).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'not_found' ? badRequest(TEXT.resetLinkInvalid) : error;
    });
    respond(response, 200, { message: TEXT.passwordReset }, position);
  });

  return router;
}
