import { describe, expect, it } from 'vitest';
import { earlyLateWeek } from '../src/testing/target-weeks.ts';
import { employee, rows } from '../src/testing/tiny.ts';
import { validate } from '../src/validate/validate.ts';
import { compile } from '../src/search/compiled.ts';
import { Evaluator } from '../src/search/evaluator.ts';
import { highsRuntime } from '../src/search/highs.ts';
import { recombineUnits, UnitPool } from './unit-recombine.ts';
import { onCountedClock } from '../src/testing/counted-clock.ts';
import { now } from '../src/search/clock.ts';

// Deadlines and HiGHS's time limits on a counted clock of a microsecond a read: they are safety nets, the work's own ends decide what is asserted.
onCountedClock(0.001);

const asked = (s: number, underWeight = 10) => [{ kind: 'admin_baseline', shiftTypes: [s], target: 7, underWeight, overWeight: 0 }];

// A week of Early (3 needed) and Late (2 needed). A and B work together and asked for Earlies, C
// and D work together and asked for Lates, X and Y are kept apart and both asked hard for Earlies
// (an Early missed costs 30: more than one Early too many, 20).
const month = () =>
  earlyLateWeek(() => 0, {
    employees: [
      employee('A', { countTargets: asked(0) }),
      employee('B', { countTargets: asked(0) }),
      employee('C', { countTargets: asked(1) }),
      employee('D', { countTargets: asked(1) }),
      employee('X', { countTargets: asked(0, 30) }),
      employee('Y', { countTargets: asked(0, 30) }),
    ],
    togetherGroups: [
      [0, 1],
      [2, 3],
    ],
    apartGroups: [[4, 5]],
  });
const needs = (model: ReturnType<typeof month>) => ({
  ...model,
  cover: model.cover.map((c) => ({ ...c, requirement: c.shiftType === 0 ? 3 : 2 })),
});

describe('recombination of whole rosters per together unit, apart groups kept', () => {
  it('combines the pool’s rosters, and those column generation adds, into a better schedule than the incumbent, every rule kept', async () => {
    const model = needs(month()),
      c = compile(model);
    // The incumbent: each pair on the shift the other asked for, Y on Lates.
    const incumbent = rows(model, 'LLLLLLL', 'LLLLLLL', 'EEEEEEE', 'EEEEEEE', 'EEEEEEE', 'LLLLLLL');
    expect(new Evaluator(c, incumbent).soft).toBe(7 * 20 + 4 * 70 + 7 * 30);
    // In the pool too: every row of a schedule that breaks the apart group (X and Y both on Earlies: one Early too many, 7 × 20).
    const pool = new UnitPool(c);
    pool.addSchedule(rows(model, 'EEEEEEE', 'EEEEEEE', 'LLLLLLL', 'LLLLLLL', 'EEEEEEE', 'EEEEEEE'));
    const found: number[] = [];
    const best = await recombineUnits(await highsRuntime(), pool, {
      deadline: now() + 60_000,
      seed: 1,
      onImprove: (b) => found.push(b.soft),
      pull: async () => [incumbent],
    });
    // Apart groups ignored, X and Y on Earlies would cost 7 × 20; kept apart, the pool's best is Y
    // on Lates (7 × 30 + 7 × 20), and column generation finds better: one of X and Y off, 7 × 30.
    const report = validate(model, best!.sched);
    expect(report.violations).toEqual([]);
    expect(report.objective.total).toBe(210);
    expect(found.at(-1)).toBe(210);
    expect(Array.from(best!.sched.subarray(0, 28))).toEqual(Array.from(rows(model, 'EEEEEEE', 'EEEEEEE', 'LLLLLLL', 'LLLLLLL')));
    expect([...best!.sched.subarray(28, 42)].filter((v) => v === 0)).toHaveLength(7);
  }, 60_000);
});
