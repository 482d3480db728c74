import { calendarFeedStream, EVENT_VERSIONS, type CalendarFeedAnswer } from '@rostra/contracts';
import {
  calendarFeedToken,
  calendarFeedTokenHash,
  calendarFeedUrl,
  execute,
  membership,
  newCalendarFeedId,
  organizationRole,
  respond,
} from '@rostra/platform';
import { Router, type Request } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { commandContext } from '../shared/command-context.ts';
import { calendarFeedDecider, type CalendarFeedCommand } from './decide.ts';

type Subject = Pick<CalendarFeedCommand, 'organizationId' | 'memberId' | 'now'>;

/**
 * POST …/my-calendar-feed issues the signed-in member's feed URL (replacing the current one: the
 * old URL stops answering); DELETE revokes it without a new one (docs/api/calendar-feeds-and-export.md).
 */
export function calendarFeedRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const member = organizationRole(deps, 'member');

  const run = (request: Request, command: CalendarFeedCommand) => {
    const context = commandContext(request, command.organizationId, command.memberId, command.now);
    return execute(
      deps.events,
      calendarFeedStream(command.organizationId, command.memberId),
      calendarFeedDecider,
      command,
      context,
      EVENT_VERSIONS,
    );
  };
  const subject = (request: Request): Subject => ({
    organizationId: String(request.params.id),
    memberId: membership(request).id,
    now: deps.clock.now().toISOString(),
  });

  router.post('/organizations/:id/my-calendar-feed', ...member, async (request, response) => {
    const feedId = newCalendarFeedId();
    const tokenHash = calendarFeedTokenHash(calendarFeedToken(deps.tokenSecret, feedId));
    const { position } = await run(request, { type: 'Issue', ...subject(request), feedId, tokenHash });
    const answer: CalendarFeedAnswer = { url: calendarFeedUrl(deps.tokenSecret, feedId, deps.publicUrl) };
    respond(response, 201, answer, position);
  });

  router.delete('/organizations/:id/my-calendar-feed', ...member, async (request, response) => {
    const { position } = await run(request, { type: 'Revoke', ...subject(request) });
    respond(response, 204, undefined, position);
  });

  return router;
}
