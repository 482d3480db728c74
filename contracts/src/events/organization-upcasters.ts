import type { SchedulingConfigSet } from './organizations.ts';
import { renamed } from './renamed.ts';

/** SchedulingConfigSet as version 1 recorded it, with the API body's snake_case name. */
export interface SchedulingConfigSetV1 {
  data: { organizationId: string; scheduling_period: 'month' };
}

export const schedulingConfigSetV1ToV2: (data: SchedulingConfigSetV1['data']) => SchedulingConfigSet['data'] = renamed({
  scheduling_period: 'schedulingPeriod',
});
