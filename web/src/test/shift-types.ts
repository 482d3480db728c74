import type { ShiftType } from '@rostra/contracts';

/** A shift type as the API answers it: 07:00 for 8 hours, active, no position labels, no requirements; `fields` say what differs. */
export const aShiftType = (fields: Pick<ShiftType, 'id' | 'name'> & Partial<ShiftType>): ShiftType => ({
  start_time: '07:00',
  duration_hours: 8,
  is_active: true,
  position_labels: {},
  requirements: [],
  ...fields,
});
