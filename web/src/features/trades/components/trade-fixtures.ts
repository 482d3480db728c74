import type { TradeListItem } from '@rostra/contracts';

/** An open give-away of Bo's Late on Dec 4, 2026 to Cy, which the viewer may accept; `fields` say what differs. */
export const aTrade = (fields: Partial<TradeListItem> = {}): TradeListItem => ({
  id: '2026-12.1',
  status: 'open',
  give: { date: '2026-12-04', shift_type_id: 'late', member_id: 'm-bo' },
  take: null,
  to_member_id: 'm-cy',
  accepted_by: null,
  notes: null,
  expiry_reason: null,
  offered_at: '2026-11-29T09:00:00.000Z',
  eligible: true,
  violations: [],
  ...fields,
});
