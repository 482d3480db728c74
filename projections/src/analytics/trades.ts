import type { ScheduleTradeApplied } from '@rostra/contracts';
import type { ProjectionTx } from '@rostra/platform';
import { PUBLISHED_VERSION } from './absences.ts';
import { applyChange, DRAFT_VERSION } from './draft.ts';

/**
 * A trade applied: the published month and its draft change as one, as in the calendar. In each
 * version, each traded shift leaves the giver and goes to the taker at the giver's position, and
 * both members are recounted there; the draft's unpublished edits stay out of the published rows.
 */
export async function applyTrade(tx: ProjectionTx, data: ScheduleTradeApplied['data']): Promise<void> {
  for (const tables of [DRAFT_VERSION, PUBLISHED_VERSION]) {
    for (const { date, shiftTypeId, fromMemberId, toMemberId, position } of data.shifts) {
      const shift = { ...data, date, shiftTypeId, position };
      await applyChange(tx, { ...shift, memberId: fromMemberId, action: 'unassign' }, tables);
      await applyChange(tx, { ...shift, memberId: toMemberId, action: 'assign' }, tables);
    }
  }
}
