import { randomUUID } from 'node:crypto';
import { EVENT_VERSIONS, monthQuery, scheduleStream, type RepairProposal } from '@rostra/contracts';
import { execute, identity, parse, respond } from '@rostra/platform';
import type { Request, Response } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { scheduleDecider, type ScheduleCommand } from './decide.ts';
import { ruleFactsFor } from '../shared/rule-facts.ts';

async function run(
  deps: CommandApiDeps,
  request: Request,
  command: (month: { organizationId: string; year: number; month: number; now: string }) => Promise<ScheduleCommand>,
) {
  const { year, month } = parse(monthQuery, request.params);
  const organizationId = String(request.params.id);
  const me = identity(request);
  const decided = await command({ organizationId, year, month, now: deps.clock.now().toISOString() });
  return execute(
    deps.events,
    scheduleStream(organizationId, year, month),
    scheduleDecider,
    decided,
    { actorUserId: me.userId, actorEmail: me.email, organizationId },
    EVENT_VERSIONS,
  );
}

/** POST {S}/repair (admin): a proposal that mends the draft with the least change, from the log. */
export function proposeRoute(deps: CommandApiDeps) {
  return async (request: Request, response: Response) => {
    const names = new Map<string, string>();
    const { events, position } = await run(deps, request, async (month) => {
      const rules = (await ruleFactsFor(deps, month.organizationId, month.year, month.month, 'everyone', month.now))!;
      for (const member of rules.members) names.set(member.id, member.name ?? member.id);
      return { type: 'ProposeRepair', ...month, proposalId: randomUUID(), rules };
    });
    const proposed = events.find((event) => event.type === 'ScheduleRepairProposed')!;
    const proposal: RepairProposal = {
      proposal_id: proposed.data.proposalId,
      changes: proposed.data.changes.map(({ member_id, date, shift_type_id, change }) => ({
        member_id,
        member_name: names.get(member_id) ?? member_id,
        date,
        shift_type_id,
        change,
      })),
    };
    respond(response, 200, proposal, position);
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
