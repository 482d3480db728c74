import { assembleGenerated, monthKey, type GeneratedMonth, type ScheduleGenerated, type SchedulePartGenerated } from '@rostra/contracts';
import type { ProjectionTx, TableSpec } from '@rostra/platform';

// A generated month arrives in parts, then the ScheduleGenerated that closes it (see
// contracts/src/schedules/events.ts). A projection keeps the parts in a table of its own until
// then: each part is one bounded document.

type PartData = SchedulePartGenerated['data'];

interface StagedPart extends PartData {
  id: string;
  organization_id: string;
  period: string;
  request_id: string;
  [key: string]: unknown;
}

export function partsTable(name: string): TableSpec {
  return { name, indexes: [{ fields: ['request_id'] }, { fields: ['organization_id', 'period'] }] };
}

export function stagePart(tx: ProjectionTx, table: string, part: PartData): void {
  const staged: StagedPart = {
    ...part,
    id: `${part.requestId}:${part.part}`,
    organization_id: part.organizationId,
    period: monthKey(part.year, part.month),
    request_id: part.requestId,
  };
  tx.put(table, staged);
}

/** Parts of a month's earlier generations (replaced before they closed) or of the month itself go. */
export async function dropParts(tx: ProjectionTx, table: string, where: { organization_id: string; period?: string }): Promise<void> {
  for (const part of await tx.find<StagedPart>(table, { where })) tx.delete(table, part.id);
}

/** The month a ScheduleGenerated closes, from the staged parts, which it then drops with any stale ones. */
export async function closedMonth(tx: ProjectionTx, table: string, data: ScheduleGenerated['data']): Promise<GeneratedMonth> {
  const staged = await tx.find<StagedPart>(table, { where: { request_id: data.requestId } });
  const month = assembleGenerated(data, staged);
  await dropParts(tx, table, { organization_id: data.organizationId, period: monthKey(data.year, data.month) });
  return month;
}
