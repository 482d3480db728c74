import { planRepair, REPAIR_TEXT, EDIT_TEXT, type RepairedShift, type RuleInput, type ScheduleEvent } from '@rostra/contracts';
import { conflict, notFound } from '@rostra/platform';
import type { ScheduleState } from './schedule.ts';

interface MonthRef {
  organizationId: string;
  year: number;
  month: number;
}

/** Propose the least change that mends the draft, with the rules of everyone schedulable (from the log). */
export interface ProposeRepair extends MonthRef {
  type: 'ProposeRepair';
  proposalId: string;
  rules: RuleInput;
  now: string;
}

export interface ApplyRepair extends MonthRef {
  type: 'ApplyRepair';
  proposalId: string;
  now: string;
}

export function decideProposal(command: ProposeRepair, state: ScheduleState): ScheduleEvent[] {
  const { organizationId, year, month, proposalId, rules, now } = command;
  const draft = state.draft;
  if (!draft) throw notFound(EDIT_TEXT.noDraft);
  const shifts = [...draft.assignments.values()];
  const pinned = (shift: { date: string; shift_type_id: string; member_id: string }) =>
    draft.pinned.get(`${shift.date}|${shift.member_id}`) === shift.shift_type_id;
  const planned = planRepair({ ...rules, shift_types: draft.shiftTypes }, shifts, draft.needs, pinned);
  // Added people take the first free positions of their shift, as the draft stands.
  const taken = new Map<string, Set<number>>();
  for (const shift of shifts) {
    const key = `${shift.date}|${shift.shift_type_id}`;
    taken.set(key, (taken.get(key) ?? new Set()).add(shift.position));
  }
  for (const change of planned.filter((planned) => planned.change === 'removed')) {
    const position = draft.assignments.get(`${change.date}|${change.shift_type_id}|${change.member_id}`)?.position;
    if (position !== undefined) taken.get(`${change.date}|${change.shift_type_id}`)?.delete(position);
  }
  const changes = planned.map((change): RepairedShift => {
    if (change.change === 'removed') return { ...change, position: null };
    const used = taken.get(`${change.date}|${change.shift_type_id}`) ?? new Set<number>();
    let position = 1;
    while (used.has(position)) position += 1;
    taken.set(`${change.date}|${change.shift_type_id}`, used.add(position));
    return { ...change, position };
  });
  return [
    {
      type: 'ScheduleRepairProposed',
      data: { organizationId, year, month, proposalId, requestId: draft.requestId, revision: draft.revision, changes, proposedAt: now },
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
