import type { SchedulingConfigSet } from './organizations.ts';

/** SchedulingConfigSet as version 1 recorded it, with the API body's snake_case name. */
export interface SchedulingConfigSetV1 {
  data: { organizationId: string; scheduling_period: 'month' };
}

export function schedulingConfigSetV1ToV2({ scheduling_period, ...rest }: SchedulingConfigSetV1['data']): SchedulingConfigSet['data'] {
  return { ...rest, schedulingPeriod: scheduling_period };
}
