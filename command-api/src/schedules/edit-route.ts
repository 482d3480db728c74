import {
  assignmentEditBody,
  assignmentEditData,
  EVENT_VERSIONS,
  monthQuery,
  scheduleStream,
  type AssignmentEditResult,
  type AssignmentRefusal,
} from '@rostra/contracts';
import { execute, identity, parse, respond } from '@rostra/platform';
import type { Request, Response } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { scheduleDecider } from './decide.ts';
import { RulesBroken } from './edit.ts';
import { ruleFactsFor } from '../shared/rule-facts.ts';

/**
 * PUT /organizations/{id}/schedules/{year}/{month}/assignments (admin): puts a member on a shift
 * of the draft or takes them off. A hard rule broken refuses it (409 with the violations) unless
 * an override reason is given; then the violations are kept with the assignment.
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
    try {
      const { state, events, position } = await execute(
        deps.events,
        scheduleStream(organizationId, year, month),
        scheduleDecider,
        { type: 'EditAssignment', organizationId, year, month, ...assignmentEditData(body), rules, now },
        { actorUserId: me.userId, actorEmail: me.email, organizationId, subjectMemberId: body.member_id },
        EVENT_VERSIONS,
      );
      const draft = state.draft!;
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
      };
      respond(response, 200, result, position);
    } catch (error) {
      if (!(error instanceof RulesBroken)) throw error;
      const refusal: AssignmentRefusal = { detail: error.detail, violations: error.violations };
      response.status(409).json(refusal);
    }
  };
}
