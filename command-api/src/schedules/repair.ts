import { REPAIR_TEXT, EDIT_TEXT, type ScheduleEvent, type ScheduleState } from '@rostra/contracts';
import { conflict, notFound } from '@rostra/platform';
import type { MonthRef } from '../shared/month-command.ts';

/** Ask the solver service for the least change that mends the draft as it stands. */
export interface RequestRepair extends MonthRef {
  type: 'RequestRepair';
  proposalId: string;
  now: string;
}

export interface ApplyRepair extends MonthRef {
  type: 'ApplyRepair';
  proposalId: string;
  now: string;
}

export function decideRepairRequest(command: RequestRepair, state: ScheduleState): ScheduleEvent[] {
  const { organizationId, year, month, proposalId, now } = command;
  const draft = state.draft;
  if (!draft) throw notFound(EDIT_TEXT.noDraft);
  return [
    {
      type: 'ScheduleRepairRequested',
      data: { organizationId, year, month, proposalId, requestId: draft.requestId, revision: draft.revision, requestedAt: now },
    },
  ];
}

export function decideApply(command: ApplyRepair, state: ScheduleState): ScheduleEvent[] {
  const { organizationId, year, month, proposalId } = command;
  const proposal = state.proposal;
  if (!state.draft || proposal?.proposalId !== proposalId) throw notFound(REPAIR_TEXT.notFound);
  if (proposal.requestId !== state.draft.requestId || proposal.revision !== state.draft.revision) throw conflict(REPAIR_TEXT.stale);
  return [{ type: 'ScheduleRepairApplied', data: { organizationId, year, month, proposalId } }];
}
