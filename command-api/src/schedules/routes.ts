import { randomUUID } from 'node:crypto';
import {
  EVENT_VERSIONS,
  GENERATION_TEXT,
  generateScheduleBody,
  monthQuery,
  scheduleStream,
  type GenerationResult,
} from '@rostra/contracts';
import { authenticate, authorizeOrganization, execute, identity, organizationRole, parse, respond } from '@rostra/platform';
import { Router } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { scheduleDecider } from './decide.ts';
import { awaitOutcome, type Outcome } from './outcome.ts';
import { editRoute } from './edit-route.ts';
import { publishRoute } from './publish-route.ts';
import { applyRoute, proposeRoute } from './repair-routes.ts';

/** How long POST /schedule waits for the solver: its budget (45 s) plus margin, below the client's 75 s. */
export const GENERATION_WAIT_MS = 70_000;

function result(outcome: Outcome | null): GenerationResult {
  if (!outcome) return { success: false, status: 'timeout', schedule: null, error: GENERATION_TEXT.timeout };
  if (outcome.type === 'ScheduleGenerationFailed') {
    return { success: false, status: outcome.data.status, schedule: null, error: GENERATION_TEXT[outcome.data.status] };
  }
  const schedule: Record<string, string[]> = {};
  for (const shift of outcome.data.assignments) (schedule[shift.date] ??= []).push(shift.member_id);
  return { success: true, status: outcome.data.status, schedule, error: null };
}

/** POST /schedule (generate a month and answer once the solver has), DELETE …/schedules (clear a month), publish one and edit its draft. */
export function scheduleRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const signedIn = authenticate(deps.tokenSecret);

  router.post('/schedule', signedIn, async (request, response) => {
    const { organization_id, year, month } = parse(generateScheduleBody, request.body);
    await authorizeOrganization(deps.readStore, request, organization_id, 'admin');
    const me = identity(request);
    const requestId = randomUUID();
    const now = deps.clock.now().toISOString();
    const stream = scheduleStream(organization_id, year, month);
    const { position } = await execute(
      deps.events,
      stream,
      scheduleDecider,
      { type: 'RequestGeneration', organizationId: organization_id, year, month, requestId, now },
      { actorUserId: me.userId, actorEmail: me.email, organizationId: organization_id, occurredAt: now },
      EVENT_VERSIONS,
    );
    const requestEvent = (await deps.events.readStream(stream)).find(
      (event) => (event.data as { requestId?: string }).requestId === requestId,
    )!;
    const outcome = await awaitOutcome(deps.events, stream, requestId, requestEvent.revision + 1n, {
      timeoutMs: deps.generationWaitMs ?? GENERATION_WAIT_MS,
    });
    respond(response, 200, result(outcome), outcome ? await deps.events.headPosition() : position);
  });

  router.delete('/organizations/:id/schedules', ...organizationRole(deps, 'admin'), async (request, response) => {
    const { year, month } = parse(monthQuery, request.query);
    const organizationId = String(request.params.id);
    const me = identity(request);
    const now = deps.clock.now().toISOString();
    const { position } = await execute(
      deps.events,
      scheduleStream(organizationId, year, month),
      scheduleDecider,
      { type: 'Clear', organizationId, year, month, now },
      { actorUserId: me.userId, actorEmail: me.email, organizationId, occurredAt: now },
      EVENT_VERSIONS,
    );
    respond(response, 200, { message: 'Schedule cleared successfully' }, position);
  });

  const admin = organizationRole(deps, 'admin');
  router.post('/organizations/:id/schedules/:year/:month/publish', ...admin, publishRoute(deps));
  router.put('/organizations/:id/schedules/:year/:month/assignments', ...admin, editRoute(deps));
  router.post('/organizations/:id/schedules/:year/:month/repair', ...admin, proposeRoute(deps));
  router.post('/organizations/:id/schedules/:year/:month/repair/:proposalId/apply', ...admin, applyRoute(deps));

  return router;
}
