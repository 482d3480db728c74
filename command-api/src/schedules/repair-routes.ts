import { randomUUID } from 'node:crypto';
import { EVENT_VERSIONS, monthQuery, REPAIR_TEXT, repairProposal, scheduleStream } from '@rostra/contracts';
import { conflict, execute, identity, parse, respond, unavailable } from '@rostra/platform';
import type { Request, Response } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { scheduleDecider, type ScheduleCommand } from './decide.ts';
import { awaitRepair } from './repair-outcome.ts';
import { noticeFacts, withShortNotice } from '../shared/short-notice.ts';

const noticedScheduleDecider = withShortNotice(scheduleDecider, (state) => state);

/**
 * How long POST {S}/repair waits for its proposal: the solver's repair budget is a few seconds,
 * but a worker solves one request at a time, so a repair may wait behind a generation (45 s).
 * Below the client's 75 s timeout.
 */
const REPAIR_WAIT_MS = 60_000;

async function run(
  deps: CommandApiDeps,
  request: Request,
  command: (month: { organizationId: string; year: number; month: number; now: string }) => Promise<ScheduleCommand>,
) {
  const { year, month } = parse(monthQuery, request.params);
  const organizationId = String(request.params.id);
  const me = identity(request);
  const now = deps.clock.now().toISOString();
  const decided = await command({ organizationId, year, month, now });
  return execute(
    deps.events,
    scheduleStream(organizationId, year, month),
    noticedScheduleDecider,
    { ...decided, notice: await noticeFacts(deps, organizationId, now) },
    { actorUserId: me.userId, actorEmail: me.email, organizationId, occurredAt: now },
    EVENT_VERSIONS,
  );
}

/**
 * POST {S}/repair (admin): asks the solver service for a proposal that mends the draft with the
 * least change, and answers it once the solver has (as POST /schedule waits for a generation).
 */
export function proposeRoute(deps: CommandApiDeps) {
  return async (request: Request, response: Response) => {
    const proposalId = randomUUID();
    const { position } = await run(deps, request, async (month) => ({ type: 'RequestRepair', ...month, proposalId }));
    const { year, month } = parse(monthQuery, request.params);
    const outcome = await awaitRepair(deps.events, scheduleStream(String(request.params.id), year, month), proposalId, {
      timeoutMs: REPAIR_WAIT_MS,
    });
    if (!outcome) throw unavailable(REPAIR_TEXT.timeout, 5);
    if (outcome === 'superseded') throw conflict(REPAIR_TEXT.superseded);
    if (outcome.type === 'ScheduleRepairFailed') throw conflict(REPAIR_TEXT.failed);
    respond(response, 200, repairProposal(proposalId, outcome.data), (await deps.events.headPosition()) ?? position);
  };
}

/** POST {S}/repair/{proposal_id}/apply (admin): the proposal's changes become the draft's. */
export function applyRoute(deps: CommandApiDeps) {
  return async (request: Request, response: Response) => {
    const proposalId = String(request.params.proposalId);
    const { state, position } = await run(deps, request, async (month) => ({ type: 'ApplyRepair', ...month, proposalId }));
    respond(response, 200, { proposal_id: proposalId, revision: state.draft?.revision ?? 0 }, position);
  };
}
