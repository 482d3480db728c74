import { absenceAnswer, absenceBody, absenceStream, EVENT_VERSIONS } from '@rostra/contracts';
import { execute, identity, organizationRole, parse, respond } from '@rostra/platform';
import { Router } from 'express';
import { factsFor, loadMembership, schedulableMemberIds } from '../membership/facts.ts';
import type { CommandApiDeps } from '../deps.ts';
import { absenceDecider } from './decide.ts';
import { releaseAbsentShifts } from '../open-shifts/facts.ts';

/** POST /organizations/{id}/absences (admin): a sick call or other absence, like an approved vacation for scheduling. */
export function absenceRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  router.post('/organizations/:id/absences', ...organizationRole(deps, 'admin'), async (request, response) => {
    const { member_id, from, to, reason, post_open_shifts } = parse(absenceBody, request.body ?? {});
    const organizationId = String(request.params.id);
    const now = deps.clock.now().toISOString();
    const schedulable = schedulableMemberIds(await loadMembership(deps, organizationId), now).includes(member_id);
    const me = identity(request);
    const { events, position } = await execute(
      deps.events,
      absenceStream(organizationId, member_id),
      absenceDecider,
      { type: 'RecordAbsence', organizationId, memberId: member_id, schedulable, from, to, reason, now },
      { actorUserId: me.userId, actorEmail: me.email, organizationId, subjectMemberId: member_id, occurredAt: now },
      EVENT_VERSIONS,
    );
    const answer = absenceAnswer(events[0]!.data);
    if (!post_open_shifts) return respond(response, 201, answer, position);
    const { today } = (await factsFor(deps, request, organizationId))(member_id);
    const released = await releaseAbsentShifts(deps, request, {
      organizationId,
      memberId: member_id,
      from,
      to,
      userId: me.userId,
      today,
      now,
    });
    respond(response, 201, { ...answer, open_shifts: released.posted }, released.position ?? position);
  });
  return router;
}
