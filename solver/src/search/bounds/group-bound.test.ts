import { describe, expect, it } from 'vitest';
import { employee, tinyModel } from '../../testing/tiny.ts';
import { compile } from '../compile/compiled.ts';
import { groupBound, employeeGroups } from './group-bound.ts';
import { highsRuntime } from '../compile/highs.ts';
import { solveModel } from '../orchestration/solve.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';
import { now } from '../orchestration/clock.ts';

// Deadlines and HiGHS's time limits on a counted clock: the outcomes below do not depend on the machine's speed.
onCountedClock();

// Two wards: A and B may work shift 0 only, C and D shift 1 only; each shift needs 3 a day.
const wards = () =>
  tinyModel({
    shiftTypes: [
      { id: 'w1', name: 'Ward 1', durationMinutes: 480 },
      { id: 'w2', name: 'Ward 2', durationMinutes: 480 },
    ],
    cover: Array.from({ length: 7 }, (_, day) =>
      [0, 1].map((shiftType) => ({ day, shiftType, requirement: 3, underWeight: 10, overWeight: 1 })),
    ).flat(),
    employees: [
      employee('A', { disallowedShiftTypes: [1], maxConsecutiveWork: 3 }),
      employee('B', { disallowedShiftTypes: [1] }),
      employee('C', { disallowedShiftTypes: [0], maxConsecutiveWork: 2 }),
      employee('D', { disallowedShiftTypes: [0] }),
    ],
  });

describe('bounds by employee groups', () => {
  it('finds the groups that share no shift type', () => {
    expect(employeeGroups(compile(wards()))).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('add up to a bound no higher than the optimum', async () => {
    const model = wards();
    const bound = groupBound(await highsRuntime(), compile(model), now() + 30_000);
    const r = await solveModel(model, { timeLimitSeconds: 10, threads: 0 });
    expect(r.status).toBe('optimal');
    expect(bound).toBeDefined();
    expect(bound!).toBeGreaterThan(0);
    expect(bound!).toBeLessThanOrEqual(r.objective! + 1e-6);
  }, 60_000);
});
