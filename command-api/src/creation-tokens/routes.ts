import { creationTokenIssueBody, EVENT_VERSIONS, TEXT } from '@rostra/contracts';
import { execute, identity, notFound, parse, respond, superAdminRole } from '@rostra/platform';
import { Router } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { creationTokenDecider } from './decide.ts';
import { issueCreationToken } from './issue.ts';
import { creationTokenStream } from './streams.ts';

const TOKEN_ID = /^[0-9a-f]{32}$/;

/** POST and DELETE /admin/organization-tokens: super admins only (SUPER_ADMIN_EMAILS). */
export function creationTokenRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const superAdmin = superAdminRole(deps);

  router.post('/admin/organization-tokens', ...superAdmin, async (request, response) => {
    const body = parse(creationTokenIssueBody, request.body ?? {});
    const me = identity(request);
    const { token, position } = await issueCreationToken(
      deps.events,
      body,
      { actorUserId: me.userId, actorEmail: me.email },
      deps.clock.now(),
    );
    respond(response, 201, token, position);
  });

  router.delete('/admin/organization-tokens/:tokenId', ...superAdmin, async (request, response) => {
    const tokenId = String(request.params.tokenId);
    if (!TOKEN_ID.test(tokenId)) throw notFound(TEXT.creationTokenNotFound);
    const me = identity(request);
    const at = deps.clock.now().toISOString();
    const { position } = await execute(
      deps.events,
      creationTokenStream(tokenId),
      creationTokenDecider,
      { type: 'Cancel', now: at },
      { actorUserId: me.userId, actorEmail: me.email, occurredAt: at },
      EVENT_VERSIONS,
    );
    respond(response, 200, { id: tokenId, status: 'cancelled', cancelled_at: at }, position);
  });

  return router;
}
