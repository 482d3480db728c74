import {
  INVITATIONS_TABLE,
  invitationListQuery,
  statusAt,
  TEXT,
  urlToken,
  type Invitation,
  type InvitationPreview,
  type InvitationRecord,
} from '@rostra/contracts';
import { notFound, organizationRole, ORGANIZATIONS_TABLE, parse } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { findIn, getFrom } from '../read-model.ts';

function withStatus(row: InvitationRecord, now: Date): Invitation {
  const { accepted_user_id: _user, resent_at: _resent, ...invitation } = row;
  return { ...invitation, status: statusAt(row.status, row.expires_at, now) };
}

/** The admins' invitation list by status, and the public view of one invitation by its token. */
export function invitationQueries(deps: QueryApiDeps): Router {
  const router = Router();

  router.get('/organizations/:id/invitations', ...organizationRole(deps, 'admin'), async (request, response) => {
    const { status } = parse(invitationListQuery, request.query);
    const rows = await findIn<InvitationRecord>(deps.readStore, INVITATIONS_TABLE, {
      where: { organization_id: String(request.params.id) },
      sort: [{ field: 'created_at', direction: 'desc' }],
    });
    const invitations = rows
      .map((row) => withStatus(row, deps.clock.now()))
      .filter((invitation) => !status || invitation.status === status);
    response.json({ invitations });
  });

  /** Public: the acceptance page shows its states from this. Tokens that were replaced are not found. */
  router.get('/invitations/:token', async (request, response) => {
    const token = parse(urlToken, request.params.token);
    const [row] = await findIn<InvitationRecord>(deps.readStore, INVITATIONS_TABLE, { where: { token }, limit: 1 });
    const organization = row ? await getFrom<{ id: string; name: string }>(deps.readStore, ORGANIZATIONS_TABLE, row.organization_id) : null;
    if (!row || !organization) throw notFound(TEXT.invitationTokenNotFound);
    const { status, email, invited_name, is_admin, is_employee, expires_at } = withStatus(row, deps.clock.now());
    const preview: InvitationPreview = {
      organization_id: row.organization_id,
      organization_name: organization.name,
      email,
      invited_name,
      is_admin,
      is_employee,
      status,
      expires_at,
    };
    response.json(preview);
  });

  return router;
}
