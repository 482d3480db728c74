import { describe, expect, it } from 'vitest';
import type { CountTarget } from '../src/model/types.ts';
import { employee, tinyModel } from '../src/testing/tiny.ts';
import { enumeratedRows } from '../src/testing/enumerated.ts';
import { employeeViolations } from '../src/validate/violations.ts';
import { compile } from '../src/search/compiled.ts';
import { CountDp, countGroups, penalty } from './count-dp.ts';
import { RosterDp } from '../src/search/roster-dp.ts';

/** One employee over 10 days, two shift types, with count targets; every one of its 3^10 rows, those that keep the rules, and trial prices. */
function enumerated(countTargets: CountTarget[], rules: Parameters<typeof employee>[1] = {}) {
  const days = 10;
  const model = tinyModel({
    days,
    forbiddenSuccessions: [{ first: 1, second: 0 }],
    employees: [employee('A', { minConsecutiveWork: 2, maxConsecutiveWork: 4, maxWeekends: 1, countTargets, ...rules })],
  });
  const c = compile(model),
    dp = new RosterDp(c);
  const { valid, trials, price } = enumeratedRows(model, c, 7, 6, 14);
  /** The row's count-target penalties, each target on its own. */
  const targetCost = (row: Int16Array, which: number[]): number =>
    which.reduce((sum, k) => {
      const t = c.emp[0]!.targets[k]!;
      const n = row.reduce((m, v, d) => m + (v >= 0 && t.mask[d * 2 + v] ? 1 : 0), 0);
      return sum + penalty([t], n);
    }, 0);
  return { c, model, dp, valid, trials, price, targetCost };
}

const targets: CountTarget[] = [
  { kind: 'admin_baseline', shiftTypes: [0], target: 4, underWeight: 10, overWeight: 0 },
  { kind: 'employee_extra', shiftTypes: [0], target: 5, underWeight: 3, overWeight: 0 },
  { kind: 'beyond_requested', shiftTypes: [0], target: 5, underWeight: 0, overWeight: 5 },
  { kind: 'beyond_requested', shiftTypes: [1], target: 0, underWeight: 0, overWeight: 5 },
  { kind: 'weekend_fairness', weekendOnly: true, target: 1, underWeight: 0, overWeight: 4 },
  { kind: 'workload_balance', target: 6, underWeight: 0, overWeight: 1 },
];

describe('roster DP with count targets priced exactly', () => {
  it('groups targets on the same cells into one penalty that saturates at the largest target', () => {
    const { c } = enumerated(targets);
    const { kept, left } = countGroups(c, 0, 1_000_000);
    expect(left).toEqual([]);
    // Type 0's three targets are one group: 10 short per shift below 4, 3 below 5, 5 beyond 5.
    const early = kept.find((g) => g.targets.length === 3)!;
    expect(early.cap).toBe(5);
    expect(early.slope).toBe(5);
    for (let n = 0; n <= 10; n++)
      expect(early.slope * n + early.rest[Math.min(n, early.cap)]!).toBe(
        10 * Math.max(0, 4 - n) + 3 * Math.max(0, 5 - n) + 5 * Math.max(0, n - 5),
      );
    // Type 1's target at 0 is linear: one state.
    expect(kept.find((g) => g.targets[0] === 3)!.cap).toBe(0);
  });

  it('keeps the largest kinks within the state budget and leaves the others out', () => {
    const { c } = enumerated(targets);
    // Widths: type 0 6, weekend 2, total 7, type 1 1; kinks 18, 4, 1, 0.
    const { kept, left } = countGroups(c, 0, 12);
    expect(kept.map((g) => g.targets)).toEqual([[0, 1, 2], [4], [3]]);
    expect(left).toEqual([5]);
  });

  it('returns the cheapest row with every target’s penalty, keeping every rule (all 3^10 rows enumerated)', () => {
    const { c, model, dp, valid, trials, price, targetCost } = enumerated(targets, { maxShiftsPerType: [undefined, 3] });
    const counted = new CountDp(dp);
    const { kept } = countGroups(c, 0, 1_000_000);
    const all = targets.map((_, k) => k);
    for (const cost of trials) {
      const best = counted.solve(0, cost, kept)!;
      expect(employeeViolations(model, 0, best.row)).toEqual([]);
      const cheapest = Math.min(...valid.map((r) => price(cost, r) + targetCost(r, all)));
      expect(best.value).toBeCloseTo(cheapest, 9);
      expect(price(cost, best.row) + targetCost(best.row, all)).toBeCloseTo(cheapest, 9);
    }
  });

  it('prices only the kept targets when some are left out, and is the roster DP where none are kept', () => {
    const { c, dp, valid, trials, price, targetCost } = enumerated(targets);
    const counted = new CountDp(dp);
    const { kept } = countGroups(c, 0, 12);
    const keptTargets = kept.flatMap((g) => g.targets);
    for (const cost of trials) {
      expect(counted.solve(0, cost, kept)!.value).toBeCloseTo(
        Math.min(...valid.map((r) => price(cost, r) + targetCost(r, keptTargets))),
        9,
      );
      const plain = counted.solve(0, cost, [])!;
      expect(plain.value).toBeCloseTo(price(cost, dp.solve(0, cost)!), 9);
    }
  });

  it('finds no row when the rules leave none', () => {
    const model = tinyModel({
      employees: [employee('A', { minTotalMinutes: 5 * 660, maxConsecutiveWork: 2, minConsecutiveOff: 2, countTargets: targets })],
    });
    const c = compile(model);
    const dp = new RosterDp(c);
    expect(new CountDp(dp).solve(0, new Float64Array(c.D * (c.S + 1)), countGroups(c, 0, 1000).kept)).toBeUndefined();
  });
});
