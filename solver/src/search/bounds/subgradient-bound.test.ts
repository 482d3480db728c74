import { describe, expect, it, vi } from 'vitest';
import { solverInputSchema } from '@rostra/contracts/solver/input';
import { generateMonth } from '../../testing/generate-month.ts';
import { toRosterModel } from '../../product/to-model.ts';
import { employee, tinyModel } from '../../testing/tiny.ts';
import { compile } from '../compile/compiled.ts';
import { solveModel } from '../orchestration/solve.ts';
import { subgradientBound } from './subgradient-bound.ts';
import { unitRelaxation } from './unit-relaxation.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';
import { now } from '../orchestration/clock.ts';

// Deadlines and HiGHS's time limits on a counted clock: the outcomes below do not depend on the machine's speed.
onCountedClock();

// A week of one Day shift a day. A asks for all seven (admin count, 10 per shift short) but may
// work 5 days in a row at most, so 6; B asked for none (5 per shift beyond). Apart: never together.
// The optimum is 15: A works 6 days, B the seventh.
const month = () =>
  tinyModel({
    shiftTypes: [{ id: 'D', name: 'Day', startMinute: 480, durationMinutes: 480 }],
    cover: Array.from({ length: 7 }, (_, day) => ({ day, shiftType: 0, requirement: 1, underWeight: 100, overWeight: 20 })),
    employees: [
      employee('A', {
        maxConsecutiveWork: 5,
        countTargets: [{ kind: 'admin_baseline', shiftTypes: [0], target: 7, underWeight: 10, overWeight: 0 }],
      }),
      employee('B', { countTargets: [{ kind: 'beyond_requested', shiftTypes: [0], target: 0, underWeight: 0, overWeight: 5 }] }),
    ],
    apartGroups: [[0, 1]],
  });

describe('the Lagrangian bound over cover and count targets', () => {
  it('stays at or below the optimum and comes within a tenth of it, counting the roster rules and the targets', async () => {
    const model = month();
    const r = await solveModel(model, { timeLimitSeconds: 10, threads: 0 });
    expect(r.status).toBe('optimal');
    expect(r.objective).toBe(15);
    const bound = subgradientBound(compile(model), now() + 2000);
    expect(bound).toBeDefined();
    expect(bound!).toBeLessThanOrEqual(15 + 1e-6);
    expect(bound!).toBeGreaterThan(13.5);
  }, 60_000);

  it('reports every better bound as it rises', () => {
    const seen: number[] = [];
    subgradientBound(compile(month()), now() + 500, (value) => seen.push(value));
    expect(seen.length).toBeGreaterThan(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  // The generated 25-employee month (seed 1) without its together/apart groups (each employee
  // rosters alone): column generation over whole rosters (the Dantzig–Wolfe master whose dual this
  // bound ascends) converges at 668.53 (docs/solver-benchmarks.md#the-lagrangian-bound); the whole solve's best is 682. Plain
  // subgradient steps were at 650 after 300 passes; deflected steps reach 664.
  it('comes within 1.5 % of its Dantzig–Wolfe ceiling in 300 passes on a generated month, never above it', () => {
    const { model } = toRosterModel(solverInputSchema.parse(generateMonth(25, 1)));
    const bound = subgradientBound(compile({ ...model, togetherGroups: [], apartGroups: [] }), Infinity, undefined, 300)!;
    expect(bound).toBeLessThanOrEqual(668.53 + 1e-6);
    expect(bound).toBeGreaterThan(668.53 * 0.985);
  }, 60_000);

  // With its together pair priced as one roster (unit-relaxation.ts) the relaxation is tighter,
  // so its ceiling is at or above 668.53, yet it must stay below the whole solve's 682.
  it('stays below the best schedule known on the generated month with its together pair', () => {
    const { model } = toRosterModel(solverInputSchema.parse(generateMonth(25, 1)));
    expect(model.togetherGroups).toHaveLength(1);
    const bound = subgradientBound(compile(model), Infinity, undefined, 300)!;
    expect(bound).toBeLessThanOrEqual(682);
    expect(bound).toBeGreaterThan(640);
  }, 60_000);

  // The generated 500-employee month (seed 1, its together pairs priced whole): its best schedule
  // known is 14,073, the ascent's plateau
  // about 11,200. Without the warm start the first 50 passes reach 2,528 (the step's scale halving
  // from 0.5 at a bound of 0); the groups' 30 passes against their share of the cover cost as much.
  it('climbs past 6,000 in 50 passes on the 500-employee month, warm start included, never above its best schedule', () => {
    const { model } = toRosterModel(solverInputSchema.parse(generateMonth(500, 1)));
    const seen: [number, number][] = [];
    const bound = subgradientBound(compile(model), Infinity, (value, passes) => seen.push([value, passes]), 50)!;
    expect(bound).toBeGreaterThan(6000);
    expect(bound).toBeLessThanOrEqual(14_073);
    expect(seen.at(-1)).toEqual([bound, expect.any(Number)]);
    expect(seen.every(([, passes]) => passes <= 50)).toBe(true);
  }, 120_000);

  // A month whose warm start outlasts the ascent's own deadline (10,000 employees in a 45 s solve)
  // is given a later one for the warm start and the pass after it, where the first real bound comes.
  it('bounds from its warm start by the later deadline given for it, then stops at its own', () => {
    const c = compile(toRosterModel(solverInputSchema.parse(generateMonth(500, 1))).model);
    const passed = now() - 1;
    expect(subgradientBound(c, passed)).toBeUndefined();
    const seen: [number, number][] = [];
    const bound = subgradientBound(c, passed, (value, passes) => seen.push([value, passes]), Infinity, undefined, now() + 60_000)!;
    // The first pass (at 0), then the first better bound after the warm start's 30 passes, and nothing after it.
    expect(seen).toHaveLength(2);
    expect(seen[0]![1]).toBe(1);
    expect(seen[1]![1]).toBeGreaterThan(31);
    expect(bound).toBe(seen[1]![0]);
    expect(bound).toBeGreaterThan(0);
    expect(bound).toBeLessThanOrEqual(14_073);
  }, 120_000);

  // The ascent reads the clock once per employee it prices: a clock that ticks at each reading
  // measures time in employees priced, so a whole pass takes E ticks wherever the test runs.
  it('keeps its share of the time left after a warm start that outlasted it', () => {
    const c = compile(toRosterModel(solverInputSchema.parse(generateMonth(500, 1))).model);
    const E = unitRelaxation(c).c.E;
    let now = 0;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => ++now);
    const passes: number[] = [];
    try {
      // A fifth of the time to 100 passes: the warm start's 30 passes (and the first) outlast it,
      // 69 are left, and the ascent keeps a fifth of them: to 31 + 13.8 passes.
      subgradientBound(c, 20 * E, (_value, pass) => passes.push(pass), Infinity, undefined, 100 * E);
    } finally {
      clock.mockRestore();
    }
    // Before, the ascent stopped at its first better bound after the warm start (its 36th pass).
    const afterWarm = passes.filter((p) => p > 31);
    expect(afterWarm.length).toBeGreaterThan(1);
    expect(Math.max(...afterWarm)).toBeGreaterThan(40);
    expect(Math.max(...afterWarm)).toBeLessThanOrEqual(44);
  }, 120_000);
});
