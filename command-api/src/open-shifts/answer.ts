import { openShiftFields, type MonthWithTrades, type OpenShiftFields } from '@rostra/contracts';

/** An open shift of the month as the command answers it. */
export const openShiftAnswer = (state: MonthWithTrades, openShiftId: string): OpenShiftFields =>
  openShiftFields(state.openShifts[openShiftId]!);
