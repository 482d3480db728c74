import { monthKey, OPEN_SHIFTS_TABLE, type OpenShiftEvent, type OpenShiftRecord, type OrganizationDeleted } from '@rostra/contracts';
import { projectionOf } from '@rostra/platform';
import { deleteOrganizationRows, rowUpdater } from '../shared/rows.ts';

const update = rowUpdater<OpenShiftRecord>(OPEN_SHIFTS_TABLE);

/**
 * Every open shift, one document each, as the API answers it (docs/api/open-shifts.md), for the
 * open-shifts list: its places filled, its claims, and whose shift a sick call released.
 */
export const openShiftsProjection = projectionOf<OpenShiftEvent | OrganizationDeleted>({
  name: 'open_shifts',
  version: 1,
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
    OrganizationDeleted: ({ data }, tx) => deleteOrganizationRows(tx, OPEN_SHIFTS_TABLE, data.organizationId),
  },
});
