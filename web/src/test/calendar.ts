import type { ScheduleShift } from '@rostra/contracts';

/** A shift of a calendar answer: Day (id d), 08:00–16:00, one position, fully staffed by nobody yet; `fields` say what differs. */
export const aShift = (fields: Partial<ScheduleShift> = {}): ScheduleShift => ({
  shift_type_id: 'd',
  shift_type_name: 'Day',
  start_time: '08:00',
  end_time: '16:00',
  status: 'fully-staffed',
  required_count: 1,
  assigned_employees: [],
  position_labels: {},
  reasons: [],
  ...fields,
});
