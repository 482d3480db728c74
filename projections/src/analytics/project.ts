import {
  ANALYTICS_TABLE,
  monthKey,
  type AnalyticsMonthRecord,
  type GeneratedMonth,
  type OrganizationDeleted,
  type ScheduleEvent,
} from '@rostra/contracts';
import type { Projection, ProjectionTx, RecordedEvent } from '@rostra/platform';
import { closedMonth, dropParts, partsTable, stagePart } from '../schedules/parts.ts';

/**
 * Scheduling statistics: per organization, month and member, the shifts asked for (as the solver
 * saw them, carried by ScheduleGenerated) and allocated, by shift type name, with positions and
 * weekend shifts. Built from schedule events alone, so a rebuild from the log gives the same rows.
 * Counts are as generated: a later vacation or removal changes the calendar, not the allocation.
 */
export type AnalyticsRow = AnalyticsMonthRecord;

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

const PARTS_TABLE = 'analytics_schedule_parts';

function monthRows(data: GeneratedMonth): AnalyticsRow[] {
  const period = monthKey(data.year, data.month);
  const shiftTypeName = new Map(data.shiftTypes.map((shiftType) => [shiftType.id, shiftType.name]));
  const rows = new Map<string, AnalyticsRow>();
  const rowOf = (memberId: string): AnalyticsRow => {
    let row = rows.get(memberId);
    if (!row) {
      row = {
        id: `${data.organizationId}:${period}:${memberId}`,
        organization_id: data.organizationId,
        period,
        member_id: memberId,
        name: data.memberNames[memberId] ?? memberId,
        requested: {},
        assigned: {},
        positions: {},
        weekend_shifts: 0,
      };
      rows.set(memberId, row);
    }
    return row;
  };
  for (const [memberId, counts] of Object.entries(data.requested)) {
    const row = rowOf(memberId);
    for (const [shiftTypeId, count] of Object.entries(counts)) {
      const name = shiftTypeName.get(shiftTypeId);
      // Counts for shift types the month did not schedule (inactive ones) compare with nothing.
      if (name !== undefined) row.requested[name] = (row.requested[name] ?? 0) + count;
    }
  }
  for (const assignment of data.assignments) {
    const row = rowOf(assignment.member_id);
    const name = shiftTypeName.get(assignment.shift_type_id) ?? assignment.shift_type_id;
    row.assigned[name] = (row.assigned[name] ?? 0) + 1;
    const positions = (row.positions[name] ??= {});
    positions[assignment.position] = (positions[assignment.position] ?? 0) + 1;
    if (isWeekend(assignment.date)) row.weekend_shifts += 1;
  }
  return [...rows.values()];
}

async function deleteWhere(tx: ProjectionTx, where: Record<string, string>): Promise<void> {
  for (const row of await tx.find(ANALYTICS_TABLE, { where })) tx.delete(ANALYTICS_TABLE, row.id);
}

export const analyticsProjection: Projection = {
  name: 'analytics',
  // 2: the month's generation in parts.
  version: 2,
  tables: [
    { name: ANALYTICS_TABLE, indexes: [{ fields: ['organization_id', 'period'] }, { fields: ['member_id', 'period'] }] },
    partsTable(PARTS_TABLE),
  ],
  eventTypes: ['SchedulePartGenerated', 'ScheduleGenerated', 'ScheduleCleared', 'OrganizationDeleted'],
  async apply(recorded, tx) {
    const event = recorded as RecordedEvent & (ScheduleEvent | OrganizationDeleted);
    switch (event.type) {
      case 'SchedulePartGenerated':
        stagePart(tx, PARTS_TABLE, event.data);
        return;
      case 'ScheduleGenerated': {
        const generated = await closedMonth(tx, PARTS_TABLE, event.data);
        // A regeneration replaces the month: members no longer in it lose their row.
        await deleteWhere(tx, { organization_id: generated.organizationId, period: monthKey(generated.year, generated.month) });
        for (const row of monthRows(generated)) tx.put(ANALYTICS_TABLE, row);
        return;
      }
      case 'ScheduleCleared': {
        const month = { organization_id: event.data.organizationId, period: monthKey(event.data.year, event.data.month) };
        await dropParts(tx, PARTS_TABLE, month);
        return deleteWhere(tx, month);
      }
      case 'OrganizationDeleted':
        await dropParts(tx, PARTS_TABLE, { organization_id: event.data.organizationId });
        return deleteWhere(tx, { organization_id: event.data.organizationId });
    }
  },
};
