import type { OpenShiftEvent } from '@rostra/contracts';
import type { Describers } from './entry.ts';

// Every step of an open shift, with its before and after, and the actor of the metadata's (the
// admin who posted, assigned or cancelled it, the member who claimed it, whoever's step found it
// expired); `request_id` is its id.

const ref = (data: { openShiftId: string; date: string; shiftTypeId: string }) => ({
  requestId: data.openShiftId,
  details: { open_shift_id: data.openShiftId, date: data.date, shift_type_id: data.shiftTypeId },
});
const place = (data: { date: string; shiftTypeId: string }, memberId: string | null) => ({
  date: data.date,
  shift_type_id: data.shiftTypeId,
  member_id: memberId,
});

export const openShiftDescribers: Describers<OpenShiftEvent> = {
  OpenShiftPosted: ({ data }) => ({
    kind: 'open_shift.posted',
    ...ref(data),
    summary: data.released
      ? `Shift of ${data.date} posted as an open shift (sick call)`
      : `${data.count} open ${data.count === 1 ? 'place' : 'places'} posted on ${data.date}`,
    memberId: data.released?.memberId ?? null,
    before: data.released ? { shift: place(data, data.released.memberId) } : null,
    after: { status: 'open', count: data.count, ...(data.released ? { shift: place(data, null) } : {}) },
  }),
  OpenShiftClaimed: ({ data }) => ({
    kind: 'open_shift.claimed',
    requestId: data.openShiftId,
    details: { open_shift_id: data.openShiftId },
    summary: `Open shift ${data.openShiftId} claimed`,
    memberId: data.memberId,
    before: { claimed: false },
    after: { claimed: true },
  }),
  ScheduleOpenShiftAssigned: ({ data }) => ({
    kind: 'open_shift.assigned',
    ...ref(data),
    summary: `Open shift ${data.openShiftId} assigned on ${data.date}`,
    memberId: data.memberId,
    before: { shift: place(data, null) },
    after: { shift: place(data, data.memberId) },
  }),
  OpenShiftCancelled: ({ data }) => ({
    kind: 'open_shift.cancelled',
    requestId: data.openShiftId,
    details: { open_shift_id: data.openShiftId },
    summary: `Open shift ${data.openShiftId} cancelled`,
    before: { status: 'open' },
    after: { status: 'cancelled' },
  }),
  OpenShiftExpired: ({ data }) => ({
    kind: 'open_shift.expired',
    requestId: data.openShiftId,
    details: { open_shift_id: data.openShiftId, reason: data.reason },
    summary: `Open shift ${data.openShiftId} expired (${data.reason})`,
    before: { status: 'open' },
    after: { status: 'expired' },
  }),
};
