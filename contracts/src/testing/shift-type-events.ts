import type { ShiftTypeCreated } from '../shift-types/events.ts';

/** A recorded ShiftTypeCreated: an active 22:00 shift of 8 hours, without labels or requirements. */
export const aShiftTypeCreated = (organizationId: string, shiftTypeId: string, name = 'Night'): ShiftTypeCreated => ({
  type: 'ShiftTypeCreated',
  data: { organizationId, shiftTypeId, name, startTime: '22:00', durationHours: 8, isActive: true, positionLabels: {}, requirements: [] },
});
