import { describe, expect, it } from 'vitest';
import { curtoisModel } from '../../testing/curtois.ts';
import { compile } from '../compile/compiled.ts';
import { highsRuntime } from '../compile/highs.ts';
import { windowBound } from './window-bound.ts';
import { capacity, windowModel, windowRanges } from './windows.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';
import { now } from '../orchestration/clock.ts';

// Deadlines and HiGHS's time limits on a counted clock: the outcomes below do not depend on the machine's speed.
onCountedClock();

describe('time windows of a horizon', () => {
  it('cut it into week-aligned ranges that cover every day once', () => {
    const model = curtoisModel(5);
    expect(windowRanges(model, 7)).toEqual([
      [0, 7],
      [7, 14],
      [14, 21],
      [21, 28],
    ]);
    expect(windowRanges(model)).toEqual([[0, 28]]);
  });

  it('bound how many shifts fit from above: runs of the maximum between rests of the minimum', () => {
    const em = { ...curtoisModel(5).employees[0]!, daysOff: [], maxConsecutiveWork: 5, minConsecutiveOff: 2 };
    expect(capacity({ ...curtoisModel(5), days: 14 }, em, 0, 14)).toBe(10);
    // With a day off on day 5 the most is still 10 (the day off starts a rest of two); an upper bound may count one more.
    expect(capacity({ ...curtoisModel(5), days: 14 }, { ...em, daysOff: [{ day: 5, kind: 'day_off' }] }, 0, 14)).toBeGreaterThanOrEqual(10);
    expect(
      capacity(
        { ...curtoisModel(5), days: 14 },
        {
          ...em,
          daysOff: [
            { day: 5, kind: 'day_off' },
            { day: 6, kind: 'day_off' },
          ],
        },
        0,
        14,
      ),
    ).toBe(10);
  });

  it("keep each window's own cover and days, renumbered from 0", () => {
    const model = curtoisModel(5);
    const w = windowModel(model, 7, 14);
    expect(w.days).toBe(7);
    expect(w.cover.every((x) => x.day >= 0 && x.day < 7)).toBe(true);
    expect(w.cover.length).toBe(model.cover.filter((x) => x.day >= 7 && x.day < 14).length);
  });

  it('give a bound between 0 and the optimum (Curtois 5: 1143)', async () => {
    const bound = windowBound(await highsRuntime(), compile(curtoisModel(5)), now() + 60_000, 7);
    expect(bound).toBeDefined();
    expect(bound!).toBeGreaterThan(0);
    expect(bound!).toBeLessThanOrEqual(1143);
  }, 60_000);
});
