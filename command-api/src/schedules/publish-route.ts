import { EVENT_VERSIONS, monthQuery, scheduleStream, type PublishResult, type ScheduleEvent, type MonthVersion } from '@rostra/contracts';
import { execute, fold, identity, parse, respond } from '@rostra/platform';
import type { Request, Response } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { loadMembership } from '../membership/facts.ts';
import { scheduleDecider } from './decide.ts';
import { audienceAnswer, publicationAudience } from './publication-audience.ts';

/** What employees saw just before the publication appended at `position`. */
async function publishedBefore(deps: CommandApiDeps, stream: string, position: bigint): Promise<MonthVersion | null> {
  const recorded = await deps.events.readStream(stream);
  const earlier = recorded
    .filter((event) => event.position < position)
    .map((event) => ({ type: event.type, data: event.data }) as ScheduleEvent);
  return fold(scheduleDecider, earlier).published;
}

/**
 * POST /organizations/{id}/schedules/{year}/{month}/publish (admin): the draft becomes what
 * employees see. The e-mails follow from the event (the outbox sends them after the answer, and
 * after a crash); the answer says who they go to and who none reaches.
 */
export function publishRoute(deps: CommandApiDeps) {
  return async (request: Request, response: Response) => {
    const { year, month } = parse(monthQuery, request.params);
    const organizationId = String(request.params.id);
    const me = identity(request);
    const now = deps.clock.now().toISOString();
    const stream = scheduleStream(organizationId, year, month);
    const { state, position } = await execute(
      deps.events,
      stream,
      scheduleDecider,
      { type: 'Publish', organizationId, year, month, now },
      { actorUserId: me.userId, actorEmail: me.email, organizationId, occurredAt: now },
      EVENT_VERSIONS,
    );
    const [before, membership] = await Promise.all([publishedBefore(deps, stream, position!), loadMembership(deps, organizationId)]);
    const result: PublishResult = { published_at: now, ...audienceAnswer(publicationAudience(before, state.published!, membership, now)) };
    respond(response, 200, result, position);
  };
}
