import { expiringSkills, expiringSkillsQuery, todayIn, type MemberSkill } from '@rostra/contracts';
import { forbidden, identity, MEMBERS_TABLE, membership, notFound, organizationRole, parse } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { findIn } from '../read-model.ts';
import type { MemberRow } from '../shared/members.ts';
import { readOrganization } from '../shared/organizations.ts';
import { memberSkillsOf, skillsOf } from '../shared/skills.ts';

/** GET …/skills (every member), …/skills/expiring (admins) and a member's own qualifications (docs/api/skills.md). */
export function skillQueries(deps: QueryApiDeps): Router {
  const router = Router();

  router.get('/organizations/:id/skills', ...organizationRole(deps, 'member'), async (request, response) => {
    response.json(await skillsOf(deps.readStore, String(request.params.id)));
  });

  /** Qualifications lapsing within the next `days` (30 unless asked), today in the organization's zone. */
  router.get('/organizations/:id/skills/expiring', ...organizationRole(deps, 'admin'), async (request, response) => {
    const { days } = parse(expiringSkillsQuery, request.query);
    const organizationId = String(request.params.id);
    const [skills, holders, organization] = await Promise.all([
      skillsOf(deps.readStore, organizationId),
      memberSkillsOf(deps.readStore, organizationId),
      readOrganization(deps.readStore, organizationId),
    ]);
    const today = todayIn(organization?.time_zone ?? 'UTC', deps.clock.now());
    const names = new Map(skills.map((skill) => [skill.id, skill.name]));
    response.json({ today, days, expiring: expiringSkills(holders, names, today, days) });
  });

  /** One's own qualifications, or anyone's for an admin; the path names a member by user id or member id. */
  router.get('/organizations/:id/members/:memberId/skills', ...organizationRole(deps, 'member'), async (request, response) => {
    const organizationId = String(request.params.id);
    const ref = String(request.params.memberId);
    const [row] = [
      ...(await findIn<MemberRow>(deps.readStore, MEMBERS_TABLE, { where: { organization_id: organizationId, id: ref }, limit: 1 })),
      ...(await findIn<MemberRow>(deps.readStore, MEMBERS_TABLE, { where: { organization_id: organizationId, user_id: ref }, limit: 1 })),
    ];
    if (!row) throw notFound('Member not found');
    if (row.user_id !== identity(request).userId && !membership(request).is_admin)
      throw forbidden("Only administrators can read another member's skills");
    const skills: MemberSkill[] = (await memberSkillsOf(deps.readStore, organizationId)).get(row.id) ?? [];
    response.json({ member_id: row.id, skills });
  });

  return router;
}
