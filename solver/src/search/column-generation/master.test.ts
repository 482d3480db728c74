import { describe, expect, it } from 'vitest';
import { constructedPool } from '../../testing/constructed-pool.ts';
import { validate } from '../../validate/validate.ts';
import { highsRuntime } from '../compile/highs.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';
import { now } from '../orchestration/clock.ts';

// Deadlines and HiGHS's time limits on a counted clock: the outcomes below do not depend on the machine's speed.
onCountedClock();

describe('roster pool master', () => {
  it('recombines the rosters of two schedules into a valid one no worse than either', async () => {
    const { model, schedules, pool } = constructedPool(3);
    const start = schedules[0]!.soft <= schedules[1]!.soft ? schedules[0]! : schedules[1]!;
    const schedule = pool.solve(await highsRuntime(), 20, now() + 20_000, start.sched);
    const report = validate(model, schedule!);
    expect(report.violations).toEqual([]);
    expect(report.objective.total).toBeLessThanOrEqual(start.soft);
  }, 30_000);
});
