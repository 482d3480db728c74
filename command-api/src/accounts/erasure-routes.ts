import { ACCOUNT_SECURITY_TEXT as TEXT, deleteAccountBody, eraseUserBody } from '@rostra/contracts';
import { authenticate, badRequest, identity, parse, RateLimiter, respond, superAdminRole, tooMany, verifyPassword } from '@rostra/platform';
import { Router } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { loadUser } from './sign-in.ts';
import { erasePerson, refuseOnlyAdmin } from './erasure.ts';

/**
 * Erasure (docs/product/personal-data.md): DELETE /me closes the signed-in person's own account;
 * POST /admin/users/{userId}/erase is a super admin's, on a request received elsewhere.
 */
export function erasureRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  // A stolen access token must not become a way to guess the password, as for the password change.
  const passwordGuesses = new RateLimiter(10, 15 * 60_000, () => deps.clock.now().getTime());

  router.delete('/me', authenticate(deps.tokenSecret), async (request, response) => {
    const body = parse(deleteAccountBody, request.body ?? {});
    const me = identity(request);
    const wait = passwordGuesses.retryAfter(me.userId);
    if (wait > 0) throw tooMany(wait, 'attempts');
    const { passwordHash } = await loadUser(deps, me.userId);
    if (!passwordHash || !(await verifyPassword(body.password, passwordHash))) {
      passwordGuesses.hit(me.userId);
      throw badRequest(`password: ${TEXT.currentPasswordWrong}`);
    }
    await refuseOnlyAdmin(deps, me.userId);
    const position = await erasePerson(deps, me.userId, { by: 'self', reason: null }, { actorUserId: me.userId, actorEmail: me.email });
    respond(response, 200, { message: TEXT.accountDeleted }, position);
  });

  router.post('/admin/users/:userId/erase', ...superAdminRole(deps), async (request, response) => {
    const { reason } = parse(eraseUserBody, request.body ?? {});
    const me = identity(request);
    const userId = String(request.params.userId);
    const position = await erasePerson(deps, userId, { by: 'super_admin', reason }, { actorUserId: me.userId, actorEmail: me.email });
    respond(response, 200, { message: TEXT.userErased, user_id: userId }, position);
  });

  return router;
}
