import { describe, expect, it } from 'vitest';
import { isHolidayRegion, regionHolidays } from './holidays.ts';

describe('holiday regions', () => {
  it('know countries and their states, and nothing else', () => {
    expect(['FR', 'GB-ENG', 'DE-BY', 'US-NY'].map(isHolidayRegion)).toEqual([true, true, true, true]);
    expect(['XX', 'GB-XYZ', 'DE-', ''].map(isHolidayRegion)).toEqual([false, false, false, false]);
  });

  it('list only public holidays, by date', () => {
    const england = regionHolidays('GB-ENG', 2026);
    expect(england).toContainEqual({ date: '2026-12-25', name: 'Christmas Day' });
    expect(england).toContainEqual({ date: '2026-08-31', name: 'Summer bank holiday' });
    // Scotland's 2 January is not a holiday in England.
    expect(england.map((holiday) => holiday.date)).not.toContain('2026-01-02');
    expect(regionHolidays('GB-SCT', 2026).map((holiday) => holiday.date)).toContain('2026-01-02');
    // Observances such as Mother's Day are not public holidays.
    expect(regionHolidays('US-NY', 2026).map((holiday) => holiday.name)).not.toContain("Mother's Day");
  });
});
