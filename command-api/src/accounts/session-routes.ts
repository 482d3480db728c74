import { ACCOUNT_SECURITY_TEXT as TEXT, changePasswordBody } from '@rostra/contracts';
import { authenticate, badRequest, hashPassword, identity, parse, RateLimiter, respond, tooMany, verifyPassword } from '@rostra/platform';
import { Router } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { executeUser } from './execute-user.ts';
import { loadUser } from './sign-in.ts';

/** The profile's sessions ('Sign out' one, 'Sign out everywhere' else) and the password change. */
export function sessionRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const signedIn = authenticate(deps.tokenSecret);
  // A stolen access token must not become a way to guess the current password.
  const passwordGuesses = new RateLimiter(10, 15 * 60_000, () => deps.clock.now().getTime());

  router.delete('/auth/sessions/:sessionId', signedIn, async (request, response) => {
    const me = identity(request);
    const { position } = await executeUser(deps, me.userId, me.email, {
      type: 'RevokeSession',
      sessionId: String(request.params.sessionId),
    });
    respond(response, 200, { message: TEXT.signedOutSession }, position);
  });

  router.post('/auth/sessions/revoke-all', signedIn, async (request, response) => {
    const me = identity(request);
    const { events, position } = await executeUser(deps, me.userId, me.email, {
      type: 'RevokeOtherSessions',
      currentSessionId: me.sessionId,
    });
    respond(response, 200, { message: TEXT.signedOutOthers, revoked: events.length }, position);
  });

  router.post('/auth/password', signedIn, async (request, response) => {
    const body = parse(changePasswordBody, request.body);
    const me = identity(request);
    const wait = passwordGuesses.retryAfter(me.userId);
    if (wait > 0) throw tooMany(wait, 'attempts');
    const { passwordHash: current } = await loadUser(deps, me.userId);
    if (!current || !(await verifyPassword(body.current_password, current))) {
      passwordGuesses.hit(me.userId);
      throw badRequest(`current_password: ${TEXT.currentPasswordWrong}`);
    }
    const passwordHash = await hashPassword(body.new_password, deps.passwordHashing);
    const { position } = await executeUser(deps, me.userId, me.email, {
      type: 'ChangePassword',
      passwordHash,
      verifiedHash: current,
      currentSessionId: me.sessionId,
    });
    passwordGuesses.reset(me.userId);
    respond(response, 200, { message: TEXT.passwordChanged }, position);
  });

  return router;
}
