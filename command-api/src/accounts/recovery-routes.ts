import { randomBytes } from 'node:crypto';
import { ACCOUNT_SECURITY_TEXT as TEXT, passwordRecoveryBody, passwordResetBody } from '@rostra/contracts';
import { AppError, badRequest, hashPassword, keepMailSecret, parse, RateLimiter, respond, tooMany } from '@rostra/platform';
import { Router, type Response } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { holderOf } from './email-claim.ts';
import { executeUser } from './execute-user.ts';
import { loadUser } from './sign-in.ts';
import { RESET_LINK_MINUTES } from './recovery-mail.ts';
import { hashToken } from './tokens.ts';

/** Work that must not delay (nor be told apart by) the answer: it starts once the answer is sent. */
export function afterAnswer(deps: CommandApiDeps, response: Response, work: () => Promise<void>): void {
  response.once('finish', () => void work().catch((error: unknown) => deps.logger.warn({ err: error }, 'account e-mail not recorded')));
}

/**
 * For a known address: records a single-use link (its hash, its expiry). The outbox mails it
 * (recovery-mail.ts), with the token kept for it beside the read models first, never in the log.
 * Unknown: nothing.
 */
async function recordResetLink(deps: CommandApiDeps, email: string): Promise<void> {
  const userId = await holderOf(deps, email);
  if (!userId) return;
  const token = `${userId}.${randomBytes(32).toString('base64url')}`;
  const tokenHash = hashToken(token);
  const expiresAt = new Date(deps.clock.now().getTime() + RESET_LINK_MINUTES * 60_000).toISOString();
  await keepMailSecret(deps.readStore, tokenHash, token);
  await executeUser(deps, userId, email, { type: 'RequestPasswordRecovery', tokenHash, expiresAt });
}

/** 'Forgot password?': a request that answers alike for every address, and the reset from the link. */
export function passwordRecoveryRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const perEmail = new RateLimiter(5, 60 * 60_000, () => deps.clock.now().getTime());
  const perAddress = new RateLimiter(20, 60 * 60_000, () => deps.clock.now().getTime());

  router.post('/auth/password-recovery', (request, response) => {
    const { email } = parse(passwordRecoveryBody, request.body);
    const address = request.ip ?? 'unknown';
    const wait = Math.max(perEmail.retryAfter(email), perAddress.retryAfter(address));
    if (wait > 0) throw tooMany(wait, 'password recovery requests');
    perEmail.hit(email);
    perAddress.hit(address);
    // The answer is decided before anything depends on whether the account exists, so status,
    // body and timing are the same for every address; the lookup, the log and the mail come after.
    afterAnswer(deps, response, () => recordResetLink(deps, email));
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
