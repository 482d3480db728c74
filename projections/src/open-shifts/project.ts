import {
  monthKey,
  OPEN_SHIFTS_TABLE,
  type OpenShiftEvent,
  type OpenShiftExpiryReason,
  type OpenShiftRecord,
  type OrganizationDeleted,
  type ScheduleCleared,
  type ScheduleGenerated,
  type ShiftTypeDeleted,
} from '@rostra/contracts';
import type { ProjectionTx } from '@rostra/platform';
import { projectionOf } from '@rostra/platform';
import { deleteOrganizationRows, rowUpdater } from '../shared/rows.ts';

const update = rowUpdater<OpenShiftRecord>(OPEN_SHIFTS_TABLE);

/**
 * The open ones among `where` expire: the list shows them as the month's stream records them on
 * their next step (command-api/src/open-shifts/decide.ts), not as places still to take.
 */
async function expireOpen(tx: ProjectionTx, where: Record<string, string>, reason: OpenShiftExpiryReason) {
  for (const row of await tx.find<OpenShiftRecord>(OPEN_SHIFTS_TABLE, { where: { ...where, status: 'open' } }))
    tx.put(OPEN_SHIFTS_TABLE, { ...row, status: 'expired', expiry_reason: reason });
}

const ofMonth = (data: { organizationId: string; year: number; month: number }) => ({
  organization_id: data.organizationId,
  period: monthKey(data.year, data.month),
});

/**
 * Every open shift, one document each, as the API answers it (docs/api/open-shifts.md), for the
 * open-shifts list: its places filled, its claims, and whose shift a sick call released.
 */
export const openShiftsProjection = projectionOf<
  OpenShiftEvent | ScheduleCleared | ScheduleGenerated | ShiftTypeDeleted | OrganizationDeleted
>({
  name: 'open_shifts',
  version: 2,
  tables: [{ name: OPEN_SHIFTS_TABLE, indexes: [{ fields: ['organization_id', 'status'] }] }],
  on: {
    OpenShiftPosted({ data }, tx) {
      tx.put(OPEN_SHIFTS_TABLE, {
        id: data.openShiftId,
        organization_id: data.organizationId,
        period: monthKey(data.year, data.month),
        date: data.date,
        shift_type_id: data.shiftTypeId,
        count: data.count,
        filled: 0,
        status: 'open',
        expiry_reason: null,
        posted_at: data.postedAt,
        posted_by: data.postedByUserId,
        assigned: [],
        claims: [],
        released_member_id: data.released?.memberId ?? null,
      } satisfies OpenShiftRecord);
    },
    OpenShiftClaimed: ({ data }, tx) =>
      update(tx, data.openShiftId, (row) => ({ claims: [...row.claims, { member_id: data.memberId, claimed_at: data.claimedAt }] })),
    ScheduleOpenShiftAssigned: ({ data }, tx) =>
      update(tx, data.openShiftId, (row) => {
        const assigned = [...row.assigned, data.memberId];
        return { assigned, filled: assigned.length, status: assigned.length >= row.count ? 'filled' : 'open' };
      }),
    OpenShiftCancelled: ({ data }, tx) => update(tx, data.openShiftId, { status: 'cancelled' }),
    OpenShiftExpired: ({ data }, tx) => update(tx, data.openShiftId, { status: 'expired', expiry_reason: data.reason }),
    ScheduleCleared: ({ data }, tx) => expireOpen(tx, ofMonth(data), 'month_changed'),
    ScheduleGenerated: ({ data }, tx) => expireOpen(tx, ofMonth(data), 'month_changed'),
    ShiftTypeDeleted: ({ data }, tx) =>
      expireOpen(tx, { organization_id: data.organizationId, shift_type_id: data.shiftTypeId }, 'shift_type_deleted'),
    OrganizationDeleted: ({ data }, tx) => deleteOrganizationRows(tx, OPEN_SHIFTS_TABLE, data.organizationId),
  },
});
