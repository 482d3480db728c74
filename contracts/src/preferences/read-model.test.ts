import { describe, expect, it } from 'vitest';
import { monthlyRequirement } from './read-model.ts';

describe('the monthly requirement estimate', () => {
  it('counts the weekdays’ needs only: a holiday row leaves an all-days need at 30 to 31 days', () => {
    const allDays = { day_of_week: null, employees_needed: 2 };
    expect(monthlyRequirement([allDays])).toEqual({ low: 60, high: 62 });
    expect(monthlyRequirement([allDays, { day_of_week: 'holiday', employees_needed: 5 }])).toEqual({ low: 60, high: 62 });
    expect(monthlyRequirement([{ day_of_week: 'holiday', employees_needed: 5 }])).toEqual({ low: 0, high: 0 });
  });
});
