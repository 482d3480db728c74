import { AUDIT_TABLE, type ShortNoticeChangesRecorded } from '@rostra/contracts';
import type { EventHandlers } from '@rostra/platform';
import { positionKey, type AuditRow } from './entry.ts';

/** The entries a short-notice note can be about: the changes it follows in the same append. */
const CHANGES: ReadonlySet<string> = new Set([
  'schedule.assigned',
  'schedule.unassigned',
  'schedule.repaired',
  'trade.applied',
  'open_shift.posted',
  'open_shift.assigned',
]);

/**
 * A short-notice note marks the entry of the change it was appended with (the organization's
 * entry just before it in the log): `short_notice`, and the notice and shifts in its details.
 */
export const shortNoticeHandlers: EventHandlers<ShortNoticeChangesRecorded> = {
  async ShortNoticeChangesRecorded({ data, position }, tx) {
    const [change] = await tx.find<AuditRow>(AUDIT_TABLE, {
      where: { organization_id: data.organizationId, id: { lt: positionKey(position) } },
      sort: [{ field: 'id', direction: 'desc' }],
      limit: 1,
    });
    if (!change || !CHANGES.has(change.kind)) return;
    const shifts = data.changes.map(({ date, shiftTypeId, memberId, action }) => ({
      date,
      shift_type_id: shiftTypeId,
      member_id: memberId,
      action,
    }));
    tx.put(AUDIT_TABLE, {
      ...change,
      short_notice: true,
      details: { ...change.details, notice_days: data.noticeDays, short_notice_shifts: shifts },
    });
  },
};
