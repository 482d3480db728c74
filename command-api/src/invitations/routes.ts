import { randomUUID } from 'node:crypto';
import {
  createInvitationBody,
  invitationExpiryInput,
  invitationSent,
  inviteInput,
  resendInvitationBody,
  roleChangeBody,
  type InvitationSent,
} from '@rostra/contracts';
import { identity, organizationRole, parse, respond } from '@rostra/platform';
import { Router, type Request, type RequestHandler } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { commandContext } from '../shared/command-context.ts';
import type { MembershipState } from '../shared/membership.ts';
import { runMembership } from '../membership/facts.ts';
import { acceptUrl } from './email.ts';
import { organizationFacts } from '../shared/organization-facts.ts';
import { indexInvitationToken, newInvitationToken } from './tokens.ts';

type Params = { id: string; invitationId: string };

/** Invite, resend, cancel and edit the roles of invitations: admins of the organization only. */
export function invitationRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const admin = organizationRole(deps, 'admin');

  /**
   * Indexes the new token and answers with its link (the admin always gets it). The e-mail with
   * the link follows from the token's event (email.ts), sent by the outbox after this answer.
   */
  async function deliver(request: Request, state: MembershipState, invitationId: string): Promise<[InvitationSent, bigint | null]> {
    const { id: organizationId } = request.params as Params;
    const invitation = state.invitations[invitationId]!;
    const context = commandContext(request, organizationId, invitationId, deps.clock.now().toISOString());
    const position = await indexInvitationToken(deps, invitation.token, { organizationId, invitationId }, context);
    return [invitationSent(organizationId, invitation, acceptUrl(deps.publicUrl, invitation.token)), position];
  }

  router.post('/organizations/:id/invitations', ...admin, async (request, response) => {
    const { id } = request.params as Params;
    const body = parse(createInvitationBody, request.body);
    const organization = await organizationFacts(deps, id);
    const invitationId = randomUUID();
    const command = {
      type: 'Invite',
      ...inviteInput(body),
      actorUserId: identity(request).userId,
      invitationId,
      token: newInvitationToken(),
      now: deps.clock.now().toISOString(),
      maxEmployees: organization.maxEmployees,
    } as const;
    const { state } = await runMembership(deps, request, id, command, invitationId);
    const [sent, position] = await deliver(request, state, invitationId);
    respond(response, 201, sent, position);
  });

  router.post('/organizations/:id/invitations/:invitationId/resend', ...admin, async (request, response) => {
    const { id, invitationId } = request.params as Params;
    const expiry = invitationExpiryInput(parse(resendInvitationBody, request.body ?? {}));
    const organization = await organizationFacts(deps, id);
    const command = {
      type: 'ResendInvitation',
      actorUserId: identity(request).userId,
      invitationId,
      token: newInvitationToken(),
      now: deps.clock.now().toISOString(),
      maxEmployees: organization.maxEmployees,
      ...expiry,
    } as const;
    const { state } = await runMembership(deps, request, id, command, invitationId);
    const [sent, position] = await deliver(request, state, invitationId);
    respond(response, 200, sent, position);
  });

  const cancel =
    (param: 'invitationId' | 'memberId'): RequestHandler =>
    async (request, response) => {
      const { id } = request.params as Params;
      const invitationId = String(request.params[param]);
      const { position } = await runMembership(
        deps,
        request,
        id,
        { type: 'CancelInvitation', actorUserId: identity(request).userId, invitationId },
        invitationId,
      );
      respond(response, 200, { id: invitationId, status: 'cancelled' }, position);
    };
  router.delete('/organizations/:id/invitations/:invitationId', ...admin, cancel('invitationId'));
  router.delete('/organizations/:id/members/:memberId/invitation', ...admin, cancel('memberId'));

  router.put('/organizations/:id/invitations/:invitationId/roles', ...admin, async (request, response) => {
    const { id, invitationId } = request.params as Params;
    const { is_admin, is_employee } = parse(roleChangeBody, request.body);
    const command = {
      type: 'ChangeInvitationRoles',
      actorUserId: identity(request).userId,
      invitationId,
      roles: { is_admin, is_employee },
    } as const;
    const { state, position } = await runMembership(deps, request, id, command, invitationId);
    const invitation = state.invitations[invitationId]!;
    respond(response, 200, { id: invitationId, is_admin: invitation.is_admin, is_employee: invitation.is_employee }, position);
  });

  return router;
}
