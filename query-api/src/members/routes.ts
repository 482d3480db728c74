import type { MemberName, MembersResponse } from '@rostra/contracts';
import { forbidden, identity, MEMBERS_TABLE, membership, notFound, organizationRole } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { findIn } from '../read-model.ts';
import { memberLocationsOf } from '../shared/locations.ts';
import { memberSkillsOf } from '../shared/skills.ts';
import { nameFormatOf, toMember, type MemberRow } from '../shared/members.ts';

/** The member list (users and invitations) and a member's name parts. */
export function memberQueries(deps: QueryApiDeps): Router {
  const router = Router();
  const member = organizationRole(deps, 'member');

  router.get('/organizations/:id/members', ...member, async (request, response) => {
    const organizationId = String(request.params.id);
    const rows = await findIn<MemberRow>(deps.readStore, MEMBERS_TABLE, {
      where: { organization_id: organizationId },
      sort: [{ field: 'email', direction: 'asc' }],
    });
    const [format, worksAt, holds] = await Promise.all([
      nameFormatOf(deps.readStore, organizationId),
      memberLocationsOf(deps.readStore, organizationId),
      memberSkillsOf(deps.readStore, organizationId),
    ]);
    const now = deps.clock.now();
    const answer: MembersResponse = {
      members: rows.map((row) => ({
        ...toMember(row, format, now, membership(request).is_admin),
        location_ids: worksAt.get(row.id) ?? [],
        skills: holds.get(row.id) ?? [],
      })),
    };
    response.json(answer);
  });

  /** One's own name, or anyone's for an admin; the path names a member by user id or member id. */
  router.get('/organizations/:id/members/:userId/name', ...member, async (request, response) => {
    const organizationId = String(request.params.id);
    const ref = String(request.params.userId);
    const [row] = [
      ...(await findIn<MemberRow>(deps.readStore, MEMBERS_TABLE, { where: { organization_id: organizationId, id: ref }, limit: 1 })),
      ...(await findIn<MemberRow>(deps.readStore, MEMBERS_TABLE, { where: { organization_id: organizationId, user_id: ref }, limit: 1 })),
    ];
    if (!row) throw notFound('Member not found');
    if (row.user_id !== identity(request).userId && !membership(request).is_admin)
      throw forbidden("Only administrators can read another member's name");
    const { first_name, middle_name, last_name, preferred_name } = row;
    const answer: MemberName = { member_id: row.id, user_id: row.user_id, first_name, middle_name, last_name, preferred_name };
    response.json(answer);
  });

  return router;
}
