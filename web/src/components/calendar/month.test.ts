import { describe, expect, it } from 'vitest';
import { addMonths, monthTitle, monthWeeks, parseMonth, todayIn } from './month.ts';

describe('calendar months', () => {
  it('reads ?month=YYYY-MM and refuses anything else', () => {
    expect(parseMonth('2026-03')).toEqual({ year: 2026, month: 3 });
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('2026-3')).toBeNull();
    expect(parseMonth('1999-12')).toBeNull();
    expect(parseMonth(null)).toBeNull();
  });

  it('moves across years', () => {
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
  });

  it('lays the month out in Sunday-to-Saturday weeks', () => {
    // March 2026 starts on a Sunday and has 31 days: five weeks, the last padded.
    const weeks = monthWeeks({ year: 2026, month: 3 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBe('2026-03-01');
    expect(weeks[4]).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);
    // February 2025 starts on a Saturday.
    const february = monthWeeks({ year: 2025, month: 2 });
    expect(february[0]).toEqual([null, null, null, null, null, null, '2025-02-01']);
    expect(february.flat().filter(Boolean)).toHaveLength(28);
  });

  it("takes today's date in the organization's time zone", () => {
    const instant = new Date('2026-03-31T23:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-03-31');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-04-01');
    expect(todayIn('America/New_York', instant)).toBe('2026-03-31');
    expect(monthTitle({ year: 2026, month: 4 })).toBe('April 2026');
  });
});
