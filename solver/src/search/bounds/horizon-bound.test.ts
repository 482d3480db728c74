import { describe, expect, it } from 'vitest';
import { UNLIMITED } from '../../model/types.ts';
import { curtoisModel } from '../../testing/curtois.ts';
import { compile, type Compiled } from '../compile/compiled.ts';
import { horizonBound, relax, Relaxation, SequenceDp } from './horizon-bound.ts';
import { dualPrices } from '../roster-dp/dual-prices.ts';
import { Rng } from '../heuristics/rng.ts';
import { RosterDp } from '../roster-dp/roster-dp.ts';

/** Random cover prices in the range the bound uses, and each row's cost under the resulting cell prices. */
function coverPrices(c: Compiled, rng: Rng): Float64Array {
  return Float64Array.from({ length: c.D * c.S }, (_, i) => (c.hasCover[i] ? rng.next() * (c.under[i]! + c.over[i]!) - c.over[i]! : 0));
}
const rowCost = (c: Compiled, prices: Float64Array, row: ArrayLike<number>): number =>
  Array.from({ length: c.D }, (_, d) => prices[d * (c.S + 1) + row[d]! + 1]!).reduce((a, b) => a + b, 0);

describe('horizon bound (Lagrangian over long horizons)', () => {
  it('finds the exact DP’s cheapest roster once minutes, weekends and per-type maxima are dropped', () => {
    for (const n of [7, 12]) {
      const model = curtoisModel(n);
      const loose = compile({
        ...model,
        employees: model.employees.map((m) => ({
          ...m,
          minTotalMinutes: 0,
          maxTotalMinutes: UNLIMITED,
          maxWeekends: UNLIMITED,
          maxShiftsPerType: m.maxShiftsPerType.map((x) => (x === 0 ? 0 : undefined)),
        })),
      });
      const c = compile(model),
        exact = new RosterDp(loose),
        seq = new SequenceDp(c),
        rng = new Rng(n);
      const a = new Float64Array(c.D * (c.S + 1)),
        b = new Float64Array(c.D * (c.S + 1)),
        row = new Int16Array(c.D);
      for (let trial = 0; trial < 5; trial++) {
        const pi = coverPrices(c, rng);
        for (let e = 0; e < c.E; e++) {
          const best = exact.solve(e, dualPrices(loose, e, pi, a))!;
          const cost = seq.solve(relax(c, e, 480, b), dualPrices(c, e, pi, b), 0, row);
          expect(cost).toBeCloseTo(rowCost(loose, a, best), 6);
          expect(cost).toBeCloseTo(rowCost(c, b, row), 6);
        }
      }
    }
  });

  it('never prices an employee above the exact DP’s cheapest roster under every rule', () => {
    const c = compile(curtoisModel(7)),
      exact = new RosterDp(c),
      seq = new SequenceDp(c),
      rng = new Rng(3);
    const prices = new Float64Array(c.D * (c.S + 1)),
      row = new Int16Array(c.D);
    for (let trial = 0; trial < 5; trial++) {
      const pi = coverPrices(c, rng);
      for (let e = 0; e < c.E; e++) {
        expect(exact.exact(e)).toBe(true);
        dualPrices(c, e, pi, prices);
        const full = rowCost(c, prices, exact.solve(e, prices)!);
        expect(seq.solve(relax(c, e, 480, prices), prices, 0, row)).toBeLessThanOrEqual(full + 1e-9);
      }
    }
  });

  // Optima proven by exact solvers (benchmarks/curtois-qu/README.md). The floors are what 300 rounds
  // reach: shortfall 427 / 671 / 1011 / 3728, wide 427 / 668 / 977 / 3731, surplus 423 / 720 / 992 /
  // 3753 (with the blend weight at 0.1 and unequal aims, shortfall 428 / 656 / 976 / 2792, surplus
  // 423 / 204 / 528 / 604).
  it.each([
    ['shortfall', [400, 650, 1000, 3600]],
    ['wide', [400, 650, 950, 3600]],
    ['surplus', [400, 700, 950, 3700]],
  ] as const)(
    'from the %s start stays below the proven optima of Curtois 1, 2, 7 and 12 in every round and rises near them',
    (start, floors) => {
      [607, 828, 1056, 4040].forEach((optimum, i) => {
        const seen: number[] = [];
        const bound = horizonBound(compile(curtoisModel([1, 2, 7, 12][i]!)), Infinity, (value) => seen.push(value), 300, [start])!;
        expect(seen.length).toBeGreaterThan(0);
        for (const value of seen) expect(value).toBeLessThanOrEqual(optimum);
        expect(bound).toBe(Math.max(...seen));
        expect(bound).toBeGreaterThan(floors[i]!);
      });
    },
  );

  it('gives the starts turns, most of them to the best bound, and keeps the best', () => {
    // Each start's path does not depend on the others': 600 rounds in turns on Curtois 12 reach
    // 3,959, above each start alone with 200 (2,726 / 2,200 / 2,465), which only unequal turns give.
    const c = compile(curtoisModel(12));
    const seen: number[] = [];
    const all = horizonBound(c, Infinity, (value) => seen.push(value), 600)!;
    for (const start of ['shortfall', 'wide', 'surplus'] as const)
      expect(all).toBeGreaterThan(horizonBound(c, Infinity, undefined, 200, [start])!);
    for (const value of seen) expect(value).toBeLessThanOrEqual(4040);
    expect(all).toBe(Math.max(...seen));
  });

  it('stops once every start is flat when asked, where the same rounds without the stop end at the same bound', () => {
    const c = compile(curtoisModel(2));
    /** A relaxation that counts the rounds (one evaluation each). */
    const counted = (): { relaxation: Relaxation; rounds: () => number } => {
      const relaxation = new Relaxation(c);
      let rounds = 0;
      const value = relaxation.value.bind(relaxation);
      relaxation.value = (m, deadline) => (rounds++, value(m, deadline));
      return { relaxation, rounds: () => rounds };
    };
    const limit = 5000;
    const flat = counted();
    const stopped = horizonBound(c, Infinity, undefined, limit, undefined, flat.relaxation, true)!;
    expect(flat.rounds()).toBeLessThan(limit);
    const same = counted();
    expect(horizonBound(c, Infinity, undefined, flat.rounds(), undefined, same.relaxation)).toBe(stopped);
    // Flat: twice as many rounds again add little (Curtois 2's optimum is 828).
    const longer = horizonBound(c, Infinity, undefined, 3 * flat.rounds())!;
    expect(longer).toBeLessThanOrEqual(828);
    expect(longer - stopped).toBeLessThan(0.05 * stopped);
  });
});
