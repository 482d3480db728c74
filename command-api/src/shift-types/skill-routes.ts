import { randomUUID } from 'node:crypto';
import { memberSkillsBody, SKILL_TEXT, skillBody, type Skill } from '@rostra/contracts';
import { notFound, organizationRole, parse, respond } from '@rostra/platform';
import { Router, type Request } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { loadMembership, schedulableMemberIds } from '../membership/facts.ts';
import { runOnShiftTypes, type WithoutOrganization } from './run.ts';
import { skillDecider, type SkillCommand } from './skills.ts';

/** An organization's skills and who holds them: admins only (docs/api/skills.md). */
export function skillRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const admin = organizationRole(deps, 'admin');

  const decide = (request: Request, command: WithoutOrganization<SkillCommand>, subjectMemberId: string | null = null) =>
    runOnShiftTypes(deps, request, skillDecider, command, subjectMemberId);

  router.post('/organizations/:id/skills', ...admin, async (request, response) => {
    const { name } = parse(skillBody, request.body);
    const skillId = randomUUID();
    const { state, position } = await decide(request, { type: 'CreateSkill', skillId, name });
    respond(response, 201, state.skills[skillId] as Skill, position);
  });

  router.put('/organizations/:id/skills/:skillId', ...admin, async (request, response) => {
    const { name } = parse(skillBody, request.body);
    const skillId = String(request.params.skillId);
    const { state, position } = await decide(request, { type: 'RenameSkill', skillId, name });
    respond(response, 200, state.skills[skillId] as Skill, position);
  });

  router.delete('/organizations/:id/skills/:skillId', ...admin, async (request, response) => {
    const skillId = String(request.params.skillId);
    const { position } = await decide(request, { type: 'DeleteSkill', skillId });
    respond(response, 200, { id: skillId, message: 'Skill deleted successfully' }, position);
  });

  router.put('/organizations/:id/members/:memberId/skills', ...admin, async (request, response) => {
    const { skills } = parse(memberSkillsBody, request.body);
    const organizationId = String(request.params.id);
    const memberId = String(request.params.memberId);
    const schedulable = schedulableMemberIds(await loadMembership(deps, organizationId), deps.clock.now().toISOString());
    if (!schedulable.includes(memberId)) throw notFound(SKILL_TEXT.unknownMember);
    const { state, position } = await decide(request, { type: 'SetMemberSkills', memberId, skills }, memberId);
    respond(response, 200, { member_id: memberId, skills: state.memberSkills[memberId] ?? [] }, position);
  });

  return router;
}
