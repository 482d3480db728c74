import { memberNameBody, memberRef } from '@rostra/contracts';
import { identity, organizationRole, parse, respond } from '@rostra/platform';
import { Router } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { findMember } from '../shared/membership.ts';
import { runMembership } from './stream.ts';

/** Removal and name edits of members (role edits: role-routes.ts); paths name them by user id (or member id). */
export function memberRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const admin = organizationRole(deps, 'admin');
  const member = organizationRole(deps, 'member');

  router.delete('/organizations/:id/users/:userId', ...admin, async (request, response) => {
    const { id, userId } = request.params as { id: string; userId: string };
    const { events, position } = await runMembership(
      deps,
      request,
      id,
      { type: 'RemoveMember', actorUserId: identity(request).userId, memberRef: userId },
      userId,
    );
    const removed = events[0]!.data as { memberId: string; userId: string };
    respond(response, 200, { ...memberRef(removed), message: 'User removed from the organization' }, position);
  });

  router.put('/organizations/:id/members/:userId/name', ...member, async (request, response) => {
    const { id, userId } = request.params as { id: string; userId: string };
    const parts = parse(memberNameBody, request.body);
    const command = { type: 'ChangeMemberName', actorUserId: identity(request).userId, memberRef: userId, parts } as const;
    const { state, position } = await runMembership(deps, request, id, command, userId);
    const target = findMember(state, userId);
    respond(response, 200, { member_id: target?.memberId ?? userId, user_id: target?.userId ?? null, ...parts }, position);
  });

  return router;
}
