import type { UserRecord as UserRow } from '@rostra/contracts';
import { authenticate, identity, notFound, sessionUser, USERS_TABLE } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { getFrom } from '../read-model.ts';
import { toProfile } from '../shared/profile.ts';
import { sessionQueries } from './sessions.ts';

/** GET /auth/session (the session user with roles per organization), GET /profile and GET /auth/sessions. */
export function accountQueries(deps: QueryApiDeps): Router {
  const router = Router();
  router.use(['/auth/session', '/profile'], authenticate(deps.tokenSecret));

  const signedInUser = async (userId: string) => {
    const user = await getFrom<UserRow>(deps.readStore, USERS_TABLE, userId);
    if (!user) throw notFound('User not found');
    return user;
  };

  router.get('/auth/session', async (request, response) => {
    const user = await signedInUser(identity(request).userId);
    response.json(await sessionUser(deps.readStore, user));
  });

  router.get('/profile', async (request, response) => {
    const user = await signedInUser(identity(request).userId);
    response.json(toProfile(user));
  });

  router.use(sessionQueries(deps));
  return router;
}
