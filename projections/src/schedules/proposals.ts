import {
  calendarId,
  editOfRepair,
  monthKey,
  type AssignmentEdit,
  type ScheduleRepairApplied,
  type ScheduleRepairProposed,
} from '@rostra/contracts';
import type { ProjectionTx, TableSpec } from '@rostra/platform';

// A repair proposal changes nothing until it is applied. A projection that follows the draft keeps
// the month's last proposal, as recorded, in a table of its own and makes its changes when a
// ScheduleRepairApplied names it.

type KeptProposal = ScheduleRepairProposed['data'] & { id: string; organization_id: string; period: string };

export function proposalsTable(name: string): TableSpec {
  return { name, indexes: [{ fields: ['organization_id', 'period'] }] };
}

/** Keeps a proposal until it is applied: the month's last proposal replaces any earlier one. */
export function keepProposal(tx: ProjectionTx, table: string, proposal: ScheduleRepairProposed['data']): void {
  const { organizationId, year, month } = proposal;
  const kept: KeptProposal = {
    id: calendarId(organizationId, year, month),
    organization_id: organizationId,
    period: monthKey(year, month),
    ...proposal,
  };
  tx.put(table, kept);
}

/**
 * The edits an applied repair makes to the draft: its proposal's changes, and the proposal goes.
 * None when the month keeps another proposal (a stale one, or one applied already).
 */
export async function appliedEdits(tx: ProjectionTx, table: string, applied: ScheduleRepairApplied['data']): Promise<AssignmentEdit[]> {
  const id = calendarId(applied.organizationId, applied.year, applied.month);
  const proposal = await tx.get<KeptProposal>(table, id);
  if (proposal?.proposalId !== applied.proposalId) return [];
  tx.delete(table, id);
  return proposal.changes.map(editOfRepair);
}
