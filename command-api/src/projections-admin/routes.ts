import { randomUUID } from 'node:crypto';
import { EVENT_VERSIONS, PROJECTION_OPERATIONS_STREAM, type RebuildRequestedAnswer } from '@rostra/contracts';
import { execute, identity, respond, superAdminRole } from '@rostra/platform';
import { Router } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { rebuildDecider } from '../shared/rebuild-request.ts';

/**
 * POST /admin/projections/{name}/rebuild: super admins ask for a blue/green rebuild. The API may
 * run in another process than the projections, so the request goes through the log; progress is
 * read with GET /admin/projections.
 */
export function projectionAdminRoutes(deps: CommandApiDeps): Router {
  return Router().post('/admin/projections/:name/rebuild', ...superAdminRole(deps), async (request, response) => {
    const me = identity(request);
    const requestId = randomUUID();
    const projection = String(request.params.name);
    const now = deps.clock.now().toISOString();
    const command = {
      type: 'RequestRebuild',
      projection,
      known: deps.projections.map((p) => p.name),
      requestId,
      now,
    } as const;
    const { position } = await execute(
      deps.events,
      PROJECTION_OPERATIONS_STREAM,
      rebuildDecider,
      command,
      { actorUserId: me.userId, actorEmail: me.email, occurredAt: now },
      EVENT_VERSIONS,
    );
    const answer: RebuildRequestedAnswer = { request_id: requestId, projection, status: 'requested' };
    respond(response, 202, answer, position);
  });
}
