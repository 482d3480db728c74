import { describe, expect, it } from 'vitest';
import type { RosterModel } from '../../model/types.ts';
import { employee, tinyModel } from '../../testing/tiny.ts';
import { validate } from '../../validate/validate.ts';
import { employeeViolations } from '../../validate/violations.ts';
import { compile, type Compiled } from '../compile/compiled.ts';
import { dualPrices } from './dual-prices.ts';
import { RosterDp } from './roster-dp.ts';
import { penaltyAt, trackedPenalty, trackedTargets } from './target-pricing.ts';

/**
 * One employee's week without cover: three Days wanted (10 a Day short, 5 a Day over), at most one
 * weekend shift (4 each above), Nights beyond none wanted (5 each: linear), runs of at most 3, and
 * a request for a Day every day (1 each): every Day alike, so a price on Days takes all or none.
 */
function wantsThreeDays(): RosterModel {
  return tinyModel({
    employees: [
      employee('A', {
        maxConsecutiveWork: 3,
        countTargets: [
          { kind: 'admin_baseline', shiftTypes: [0], target: 3, underWeight: 10, overWeight: 0 },
          { kind: 'beyond_requested', shiftTypes: [0], target: 3, underWeight: 0, overWeight: 5 },
          { kind: 'beyond_requested', shiftTypes: [1], target: 0, underWeight: 0, overWeight: 5 },
          { kind: 'weekend_fairness', weekendOnly: true, target: 1, underWeight: 0, overWeight: 4 },
        ],
        shiftOnRequests: Array.from({ length: 7 }, (_, day) => ({ day, shiftType: 0, weight: 1 })),
      }),
    ],
  });
}

/** Every row of employee 0 (off, Day or Night each day) that keeps its rules. */
function validRows(model: RosterModel): Int16Array[] {
  const rows = Array.from({ length: 3 ** model.days }, (_, x) =>
    Int16Array.from({ length: model.days }, (_, d) => (Math.floor(x / 3 ** d) % 3) - 1),
  );
  return rows.filter((row) => employeeViolations(model, 0, row).length === 0);
}

/** Employee 0's cell prices: its requests only (no cover, so no duals). */
const requestPrices = (c: Compiled): Float64Array => dualPrices(c, 0, new Float64Array(c.D * c.S), new Float64Array(c.D * (c.S + 1)));

const cellSum = (c: Compiled, cost: Float64Array, row: Int16Array): number => row.reduce((s, v, d) => s + cost[d * (c.S + 1) + v + 1]!, 0);

describe('count targets priced exactly in the roster DP', () => {
  it('keeps the kinked masks in the state and leaves the linear one to its multiplier', () => {
    const c = compile(wantsThreeDays()),
      tracked = trackedTargets(c, 0);
    expect(Array.from(tracked.exact)).toEqual([1, 1, 0, 1]);
    expect(tracked.counts.map((t) => t.cap)).toEqual([3, 1]);
    // Days: −10 while short of 3, +5 from there on.
    expect(Array.from(tracked.counts[0]!.step)).toEqual([-10, -10, -10, 5]);
    expect(tracked.factor).toBe(8);
  });

  it("prices the roster it finds at that roster's objective, the cheapest of every valid roster", () => {
    const model = wantsThreeDays(),
      c = compile(model),
      dp = new RosterDp(c, false, true),
      tracked = dp.tracked(0);
    const cost = requestPrices(c),
      // The linear target (Nights beyond 0) at its exact multiplier, 5 a Night.
      mu = cost.map((p, i) => (i % (c.S + 1) === 2 ? p + 5 : p));
    const row = dp.solve(0, mu)!;
    const priced = cellSum(c, mu, row) + trackedPenalty(c, 0, tracked, row);
    const objective = (r: Int16Array): number => validate(model, r).objective.total;
    expect(validate(model, row).violations).toEqual([]);
    expect(priced).toBe(objective(row));
    expect(priced).toBe(Math.min(...validRows(model).map(objective)));
    expect(row.filter((v) => v === 0).length).toBe(3);
  });

  it('finds what no multiplier on the Days finds: the linear price takes Days every day it may or on none', () => {
    const model = wantsThreeDays(),
      c = compile(model),
      exact = new RosterDp(c, false, true),
      linear = new RosterDp(c);
    const cost = requestPrices(c),
      objective = (r: Int16Array): number => validate(model, r).objective.total;
    const best = objective(
      exact.solve(
        0,
        cost.map((p, i) => (i % (c.S + 1) === 2 ? p + 5 : p)),
      )!,
    );
    // Multipliers within the targets' range (−10 ≤ μ ≤ 5 on Days, 0 ≤ μ ≤ 4 on weekend shifts),
    // none at a tie with a day off (a Day then costs what its unmet request does).
    const linearBest = Math.min(
      ...[-10, -7.5, -5, -2.5, 0, 2.5, 5].flatMap((day) =>
        [0, 2, 4].map((weekend) => {
          const prices = cost.map((p, i) => {
            const d = Math.floor(i / (c.S + 1)),
              v = (i % (c.S + 1)) - 1,
              weekendDay = d >= 5 && v >= 0 ? weekend : 0;
            return p + (v === 0 ? day : v === 1 ? 5 : 0) + weekendDay;
          });
          return objective(linear.solve(0, prices)!);
        }),
      ),
    );
    expect(best).toBe(4);
    expect(linearBest).toBeGreaterThan(best);
  });

  it('states the penalty of a mask at each count', () => {
    const c = compile(wantsThreeDays()),
      days = c.emp[0]!.targets.slice(0, 2);
    expect([0, 1, 3, 4, 6].map((n) => penaltyAt(days, n))).toEqual([30, 20, 0, 5, 15]);
  });
});
