import { renamed } from './renamed.ts';
import type { RepairedShift, ScheduleAssignmentChanged, ScheduleRepairProposed } from './schedules.ts';

// Schedule events as version 1 recorded them (field names copied from the API's snake_case
// bodies beside camelCase ones), and the steps that read them as version 2.

type Renamed = 'shiftTypeId' | 'memberId' | 'overrideReason';

export interface ScheduleAssignmentChangedV1 {
  data: Omit<ScheduleAssignmentChanged['data'], Renamed> & { shift_type_id: string; member_id: string; override_reason: string | null };
}

/** Version 1 recorded the edit body's names; the edit route translates a body with them too. */
export const ASSIGNMENT_NAMES_V2 = { shift_type_id: 'shiftTypeId', member_id: 'memberId', override_reason: 'overrideReason' } as const;

export const scheduleAssignmentChangedV1ToV2: (data: ScheduleAssignmentChangedV1['data']) => ScheduleAssignmentChanged['data'] =
  renamed(ASSIGNMENT_NAMES_V2);

/** A repair's change as version 1 recorded it (the draft's names). */
export type RepairedShiftV1 = Omit<RepairedShift, 'shiftTypeId' | 'memberId'> & { shift_type_id: string; member_id: string };

export interface ScheduleRepairProposedV1 {
  data: Omit<ScheduleRepairProposed['data'], 'changes'> & { changes: RepairedShiftV1[] };
}

const repairedShiftV2: (change: RepairedShiftV1) => RepairedShift = renamed({ shift_type_id: 'shiftTypeId', member_id: 'memberId' });

export const scheduleRepairProposedV1ToV2 = ({ changes, ...data }: ScheduleRepairProposedV1['data']): ScheduleRepairProposed['data'] => ({
  ...data,
  changes: changes.map(repairedShiftV2),
});
