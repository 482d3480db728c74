import {
  assignmentEditBody,
  assignmentEditData,
  EVENT_VERSIONS,
  monthQuery,
  newSkillShortfalls,
  scheduleStream,
  type AssignmentEditResult,
  type AssignmentRefusal,
} from '@rostra/contracts';
import { execute, identity, parse, respond } from '@rostra/platform';
import type { Request, Response } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { RulesBroken } from '../shared/month-command.ts';
import { noticeFacts, withShortNotice } from '../shared/short-notice.ts';
import { scheduleDecider } from './decide.ts';
import { ruleFactsFor } from './rule-facts.ts';
import { draftAssignmentsOn, skillCoverFacts } from './skill-cover-facts.ts';

const noticedScheduleDecider = withShortNotice(scheduleDecider, (state) => state);

/**
 * PUT /organizations/{id}/schedules/{year}/{month}/assignments (admin): puts a member on a shift
 * of the draft or takes them off. A hard rule broken refuses it (409 with the violations) unless
 * an override reason is given; then the violations are kept with the assignment. Skill cover the
 * edit leaves short on that date is answered as warnings (docs/api/skills.md), the edit standing.
 */
export function editRoute(deps: CommandApiDeps) {
  return async (request: Request, response: Response) => {
    const { year, month } = parse(monthQuery, request.params);
    const body = parse(assignmentEditBody, request.body ?? {});
    const organizationId = String(request.params.id);
    const me = identity(request);
    const now = deps.clock.now().toISOString();
    const rules =
      body.action === 'assign' ? await ruleFactsFor(deps, organizationId, year, month, { memberId: body.member_id }, now) : null;
    const before = await draftAssignmentsOn(deps, organizationId, year, month, body.date);
    const notice = await noticeFacts(deps, organizationId, now);
    try {
      const { state, events, position } = await execute(
        deps.events,
        scheduleStream(organizationId, year, month),
        noticedScheduleDecider,
        { type: 'EditAssignment', organizationId, year, month, ...assignmentEditData(body), rules, now, notice },
        { actorUserId: me.userId, actorEmail: me.email, organizationId, subjectMemberId: body.member_id, occurredAt: now },
        EVENT_VERSIONS,
      );
      const draft = state.draft!;
      const after = [...draft.assignments.values()].filter((shift) => shift.date === body.date);
      const shiftDays = [...new Set([...before, ...after].map((shift) => shift.shift_type_id).concat(body.shift_type_id))].map(
        (shift_type_id) => ({ date: body.date, shift_type_id }),
      );
      const cover =
        events.length > 0 ? newSkillShortfalls(await skillCoverFacts(deps, organizationId, body.date), before, after, shiftDays) : [];
      const result: AssignmentEditResult = {
        date: body.date,
        shift_type_id: body.shift_type_id,
        assignments: [...draft.assignments.values()]
          .filter((shift) => shift.date === body.date && shift.shift_type_id === body.shift_type_id)
          .sort((a, b) => a.position - b.position)
          .map(({ member_id, position: place }) => ({
            member_id,
            position: place,
            pinned: draft.pinned.get(`${body.date}|${member_id}`) === body.shift_type_id,
          })),
        violations: events.flatMap((event) => (event.type === 'ScheduleAssignmentChanged' ? event.data.violations : [])),
        warnings: cover.map(({ date, shift_type_id, skill_id, detail }) => ({
          rule: 'skill_cover',
          date,
          shift_type_id,
          skill_id,
          detail,
        })),
      };
      respond(response, 200, result, position);
    } catch (error) {
      if (!(error instanceof RulesBroken)) throw error;
      const refusal: AssignmentRefusal = { detail: error.detail, violations: error.violations };
      response.status(409).json(refusal);
    }
  };
}
