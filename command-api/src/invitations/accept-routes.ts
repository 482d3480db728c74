import { claimInvitationBody, registerWithInvitationBody, urlToken } from '@rostra/contracts';
import { authenticate, identity, parse, respond } from '@rostra/platform';
import { Router, type Request } from 'express';
import { loadUser, registerUser, startSession } from '../accounts/facts.ts';
import type { CommandApiDeps } from '../deps.ts';
import { acceptInvitation, checkInvitation } from './accept.ts';

/** Joining through an invitation: signed in (accept, claim), or with a new account. */
export function acceptRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const signedIn = authenticate(deps.tokenSecret);

  async function accept(request: Request, token: string) {
    const me = identity(request);
    const user = await loadUser(deps, me.userId);
    return acceptInvitation(deps, token, { id: me.userId, email: me.email, name: user.name }, false);
  }

  router.put('/invitations/:token/accept', signedIn, async (request, response) => {
    const { acceptance, position } = await accept(request, parse(urlToken, request.params.token));
    respond(response, 200, acceptance, position);
  });

  router.post('/auth/claim-invitation', signedIn, async (request, response) => {
    const { acceptance, position } = await accept(request, parse(claimInvitationBody, request.body).invitation_token);
    respond(response, 200, acceptance, position);
  });

  /** Registers, joins and signs in: the web goes straight to the dashboard with a welcome (docs/product/screens-and-routes.md). */
  router.post('/auth/register-with-invitation', async (request, response) => {
    const body = parse(registerWithInvitationBody, request.body);
    await checkInvitation(deps, body.invitation_token, body.email);
    const { user } = await registerUser(deps, body);
    const { acceptance } = await acceptInvitation(deps, body.invitation_token, user, true);
    const session = await startSession(deps, user, request.get('user-agent')?.slice(0, 255) ?? null);
    respond(response, 201, { ...acceptance, ...session.body }, session.position);
  });

  return router;
}
