import { roleAssignmentBody } from '@rostra/contracts';
import { authenticate, identity, parse, respond } from '@rostra/platform';
import { Router } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { organizationFacts } from '../invitations/organization.ts';
import { findMember } from '../membership/membership.ts';
import { runMembership } from '../membership/run.ts';

/**
 * POST /roles (docs/product/api-calls.md): an admin sets a member's roles in the organization the body names. The
 * same decision as PUT …/members/{userId}/role; admin rights are decided on the membership stream,
 * and a deleted or unknown organization is not found (from its own stream).
 */
export function roleRoutes(deps: CommandApiDeps): Router {
  return Router().post('/roles', authenticate(deps.tokenSecret), async (request, response) => {
    const { organization_id, user_id, is_admin, is_employee, confirm_self_demotion } = parse(roleAssignmentBody, request.body);
    await organizationFacts(deps, organization_id);
    const roles = { is_admin, is_employee };
    const command = { type: 'ChangeMemberRoles', actorUserId: identity(request).userId, memberRef: user_id, roles, confirmSelfDemotion: confirm_self_demotion ?? false } as const;
    const { state, position } = await runMembership(deps, request, organization_id, command, user_id);
    const member = findMember(state, user_id)!;
    respond(response, 200, { organization_id, user_id: member.userId, is_admin: member.is_admin, is_employee: member.is_employee }, position);
  });
}
