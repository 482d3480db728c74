import type { OpenShiftListItem } from '@rostra/contracts';

/** Two open places on Late, Dec 4, 2026, nobody on them yet, open to the viewer; `fields` say what differs. */
export const anOpenShift = (fields: Partial<OpenShiftListItem> = {}): OpenShiftListItem => ({
  id: '2026-12.o1',
  date: '2026-12-04',
  shift_type_id: 'late',
  count: 2,
  filled: 0,
  status: 'open',
  expiry_reason: null,
  posted_at: '2026-11-29T09:00:00.000Z',
  posted_by: 'u-admin',
  assigned: [],
  claims: [],
  eligible: true,
  violations: [],
  claimed_by_me: false,
  ...fields,
});
