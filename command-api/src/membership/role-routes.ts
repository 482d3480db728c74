import { memberRoles, roleAssignmentBody, roleChangeBody, userRoles, type Roles } from '@rostra/contracts';
import { authenticate, identity, organizationRole, parse, respond } from '@rostra/platform';
import { Router, type Request } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { organizationFacts } from '../shared/organization-facts.ts';
import { findMember } from '../shared/membership.ts';
import { runMembership } from './stream.ts';

/** One decision behind both calls: admin rights, the last admin and self-demotion are decided on the membership stream. */
async function changeRoles(
  deps: CommandApiDeps,
  request: Request,
  organizationId: string,
  memberRef: string,
  roles: Roles,
  confirmSelfDemotion: boolean,
) {
  const command = { type: 'ChangeMemberRoles', actorUserId: identity(request).userId, memberRef, roles, confirmSelfDemotion } as const;
  const { state, position } = await runMembership(deps, request, organizationId, command, memberRef);
  return { member: findMember(state, memberRef)!, position };
}

/**
 * A member's roles, set by an admin: PUT …/members/{userId}/role, and POST /roles
 * (docs/product/api-calls.md), which names the organization in its body; a deleted or unknown
 * organization is not found there (from its own stream).
 */
export function roleRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const signedIn = authenticate(deps.tokenSecret);

  router.put('/organizations/:id/members/:userId/role', ...organizationRole(deps, 'admin'), async (request, response) => {
    const { id, userId } = request.params as { id: string; userId: string };
    const { is_admin, is_employee, confirm_self_demotion } = parse(roleChangeBody, request.body);
    const { member, position } = await changeRoles(deps, request, id, userId, { is_admin, is_employee }, confirm_self_demotion);
    respond(response, 200, memberRoles(member), position);
  });

  router.post('/roles', signedIn, async (request, response) => {
    const { organization_id, user_id, is_admin, is_employee, confirm_self_demotion } = parse(roleAssignmentBody, request.body);
    await organizationFacts(deps, organization_id);
    const { member, position } = await changeRoles(
      deps,
      request,
      organization_id,
      user_id,
      { is_admin, is_employee },
      confirm_self_demotion ?? false,
    );
    respond(response, 200, { organization_id, ...userRoles(member) }, position);
  });

  return router;
}
