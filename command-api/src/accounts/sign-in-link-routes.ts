import { ACCOUNT_SECURITY_TEXT as TEXT, signInLinkBody } from '@rostra/contracts';
import { AppError, badRequest, parse, RateLimiter, respond } from '@rostra/platform';
import { Router, type Response } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { executeUser } from './execute-user.ts';
import { afterAnswer } from './recovery-routes.ts';
import { startSession } from './sign-in.ts';
import { recordSignInLink, type LinkedAccount } from './sign-in-link-mail.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import { hashToken } from './tokens.ts';
import { twoFactorChallenge, userAgent } from './two-factor-sign-in.ts';

/** Links mailed per account per 15 minutes: whoever holds the password cannot flood the mailbox. */
const MAILS = { limit: 5, windowMs: 15 * 60_000 };

/** Sign-in links: mailed past a sign-in ceiling for a right password, and opened to sign in. */
export class SignInLinks {
  private readonly mailed: RateLimiter;

  constructor(
    private readonly deps: CommandApiDeps,
    private readonly passwords: SignInThrottle,
  ) {
    this.mailed = new RateLimiter(MAILS.limit, MAILS.windowMs, () => deps.clock.now().getTime());
  }

  /**
   * Records a link for the account once the answer is sent (the outbox mails it), so neither the
   * answer nor its timing tells a right password from a wrong one.
   */
  offer(response: Response, account: LinkedAccount): void {
    if (this.mailed.retryAfter(account.userId) > 0) return;
    this.mailed.hit(account.userId);
    afterAnswer(this.deps, response, () => recordSignInLink(this.deps, account));
  }

  /** `POST /auth/login/link`: a live link signs in, or leads to the second factor when it is on. */
  routes(): Router {
    const { deps, passwords } = this;
    return Router().post('/auth/login/link', async (request, response) => {
      const { token } = parse(signInLinkBody, request.body);
      const userId = token.slice(0, token.indexOf('.'));
      const { state: user, position } = await executeUser(deps, userId, null, {
        type: 'UseSignInLink',
        tokenHash: hashToken(token),
        now: deps.clock.now().toISOString(),
      }).catch((error: unknown) => {
        throw error instanceof AppError && error.code === 'not_found' ? badRequest(TEXT.signInLinkInvalid) : error;
      });
      // The password and the mailbox together proved the person: where they opened the link is now
      // an address the account signed in from, and the password alone works there again.
      passwords.succeeded(user.email!, request.ip ?? 'unknown');
      if (user.twoFactor.secret) {
        respond(response, 200, twoFactorChallenge(deps, userId, user), position);
        return;
      }
      const started = await startSession(deps, { id: userId, email: user.email!, name: user.name }, userAgent(request));
      respond(response, 200, started.body, started.position);
    });
  }
}
