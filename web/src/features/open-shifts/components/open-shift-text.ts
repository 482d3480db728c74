import { formatDate } from '@/lib/dates.ts';
import type { ScheduleNames } from '@/lib/use-schedule-names.ts';
import type { OpenShiftListItem } from '@rostra/contracts';

/** 'Late on Dec 4, 2026 · 1 of 2 filled' */
export const openShiftText = (shift: OpenShiftListItem, names: ScheduleNames) =>
  `${names.shiftType(shift.shift_type_id)} on ${formatDate(shift.date)} · ${shift.filled} of ${shift.count} filled`;
