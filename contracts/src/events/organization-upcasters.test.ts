import { describe, expect, it } from 'vitest';
import { upcast } from './upcasting.ts';

describe('organization events of version 1', () => {
  it('SchedulingConfigSet reads the period in camelCase', () => {
    expect(upcast('SchedulingConfigSet', 1, { organizationId: '7', scheduling_period: 'month' })).toEqual({
      version: 2,
      data: { organizationId: '7', schedulingPeriod: 'month' },
    });
  });
});
