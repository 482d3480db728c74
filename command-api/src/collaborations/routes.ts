import { randomUUID } from 'node:crypto';
import { collaborationCreateBody, collaborationCreateInput, EVENT_VERSIONS, type Collaboration } from '@rostra/contracts';
import { execute, organizationRole, parse, respond } from '@rostra/platform';
import { Router, type Request } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { commandContext } from '../shared/command-context.ts';
import { loadMembership, memberNames, schedulableMemberIds } from '../membership/facts.ts';
import { collaborationsStream } from './collaborations.ts';
import { collaborationDecider, type CollaborationCommand } from './decide.ts';

/** Together / apart rules of an organization: admins only. */
export function collaborationRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const admin = organizationRole(deps, 'admin');

  const decide = (request: Request, command: CollaborationCommand) => {
    const context = commandContext(request, command.organizationId, null, deps.clock.now().toISOString());
    return execute(deps.events, collaborationsStream(command.organizationId), collaborationDecider, command, context, EVENT_VERSIONS);
  };

  router.post('/organizations/:id/employee-collaborations', ...admin, async (request, response) => {
    const body = parse(collaborationCreateBody, request.body);
    const organizationId = String(request.params.id);
    // Who is schedulable is a fact of the membership log, passed into the decision.
    const membership = await loadMembership(deps, organizationId);
    const schedulable = schedulableMemberIds(membership, deps.clock.now().toISOString());
    const collaborationId = randomUUID();
    const command = {
      type: 'CreateCollaboration',
      organizationId,
      collaborationId,
      ...collaborationCreateInput(body),
      schedulableMemberIds: schedulable,
    } as const;
    const { position } = await decide(request, command);
    const answer: Collaboration = {
      id: collaborationId,
      ...body,
      employee_names: await memberNames(deps, membership, organizationId, body.employee_ids),
    };
    respond(response, 201, answer, position);
  });

  router.delete('/organizations/:id/employee-collaborations/:collabId', ...admin, async (request, response) => {
    const collaborationId = String(request.params.collabId);
    const { position } = await decide(request, { type: 'DeleteCollaboration', organizationId: String(request.params.id), collaborationId });
    respond(response, 200, { id: collaborationId, message: 'Collaboration deleted successfully' }, position);
  });

  return router;
}
