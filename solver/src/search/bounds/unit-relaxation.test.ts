import { describe, expect, it } from 'vitest';
import { OFF, UNLIMITED, type Employee, type RosterModel } from '../../model/types.ts';
import { employee, tinyModel } from '../../testing/tiny.ts';
import { objectiveOf } from '../../validate/objective.ts';
import { employeeViolations } from '../../validate/violations.ts';
import { compile } from '../compile/compiled.ts';
import { dualPrices } from '../roster-dp/dual-prices.ts';
import { Rng } from '../heuristics/rng.ts';
import { RosterDp } from '../roster-dp/roster-dp.ts';
import { solveModel } from '../orchestration/solve.ts';
import { subgradientBound } from './subgradient-bound.ts';
import { expand, unitRelaxation } from './unit-relaxation.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';

// Deadlines and HiGHS's time limits on a counted clock: the outcomes below do not depend on the machine's speed.
onCountedClock();

const DAYS = 7;
const TYPES = [
  { id: 'D', name: 'Day', startMinute: 480, durationMinutes: 480 },
  { id: 'L', name: 'Late', startMinute: 840, durationMinutes: 480 },
  { id: 'N', name: 'Night', startMinute: 1320, durationMinutes: 600 },
];

/**
 * A member with random rules and requests. Weekly limits (with past shifts) or per-type maxima,
 * not both: the roster DP leaves per-type maxima beside weekly limits to prices (not exact).
 */
function randomMember(rng: Rng, id: string): Employee {
  const weekly = rng.next() < 0.5;
  const pick = <T>(...xs: T[]): T => xs[rng.int(xs.length)]!;
  return employee(id, {
    daysOff: Array.from({ length: DAYS }, (_, day) => day)
      .filter(() => rng.next() < 0.15)
      .map((day) => ({ day, kind: 'day_off' as const })),
    availableWeekdays: Array.from({ length: 7 }, () => rng.next() > 0.1),
    disallowedShiftTypes: [0, 1, 2].filter(() => rng.next() < 0.15),
    maxConsecutiveWork: pick(3, 4, 5, UNLIMITED),
    minConsecutiveWork: pick(1, 2),
    minConsecutiveOff: pick(1, 2),
    maxWeekends: pick(0, 1, UNLIMITED),
    minTotalMinutes: pick(0, 480, 3 * 480),
    maxTotalMinutes: pick(4 * 480, 5 * 480, UNLIMITED),
    ...(weekly
      ? {
          maxWeeklyMinutes: pick(1500, 2000, 2880),
          pastShifts: rng.next() < 0.5 ? [{ startMinute: -pick(120, 600), durationMinutes: 480 }] : [],
        }
      : { maxShiftsPerType: [pick(1, 2, 3), undefined, pick(0, 1, 2)] }),
    shiftOnRequests: Array.from({ length: 3 }, () => ({
      day: rng.int(DAYS),
      shiftType: pick(undefined, 0, 1, 2),
      weight: 1 + rng.int(10),
    })),
    shiftOffRequests: Array.from({ length: 3 }, () => ({
      day: rng.int(DAYS),
      shiftType: pick(undefined, 0, 1, 2),
      weight: 1 + rng.int(10),
    })),
  });
}

describe('a together unit priced as one roster', () => {
  it('finds the cheapest row both members may work, their requests summed and the cover price counted twice, never below its members alone (random pairs, all 4^7 rows enumerated)', () => {
    const rng = new Rng(29);
    const rows = Array.from({ length: 4 ** DAYS }, (_, x) => Int16Array.from({ length: DAYS }, (_, d) => (Math.floor(x / 4 ** d) % 4) - 1));
    let withCommonRow = 0,
      dearer = 0;
    for (let trial = 0; trial < 24; trial++) {
      const model: RosterModel = tinyModel({
        firstWeekday: rng.int(7),
        minRestMinutes: rng.next() < 0.5 ? 11 * 60 : 0,
        shiftTypes: TYPES,
        forbiddenSuccessions: rng.next() < 0.5 ? [{ first: 1, second: 0 }] : [],
        employees: [randomMember(rng, 'A'), randomMember(rng, 'B')],
        togetherGroups: [[0, 1]],
      });
      const r = unitRelaxation(compile(model)),
        dp = new RosterDp(r.c);
      expect(r.c.E).toBe(1);
      expect(dp.exact(0)).toBe(true);
      const pi = Float64Array.from({ length: DAYS * 3 }, () => 10 * rng.next() - 5);
      const prices = dualPrices(
        r.c,
        0,
        pi.map((p) => 2 * p),
        new Float64Array(DAYS * 4),
      );
      const cost = (row: Int16Array): number =>
        objectiveOf(model, Int16Array.of(...row, ...row)).total - 2 * row.reduce((sum, v, d) => sum + (v === OFF ? 0 : pi[d * 3 + v]!), 0);
      const common = rows.filter((row) => employeeViolations(model, 0, row).length === 0 && employeeViolations(model, 1, row).length === 0);
      const row = dp.solve(0, prices);
      if (common.length === 0) {
        expect(row).toBeUndefined();
        continue;
      }
      withCommonRow++;
      expect(employeeViolations(model, 0, row!)).toEqual([]);
      expect(employeeViolations(model, 1, row!)).toEqual([]);
      expect(cost(row!)).toBeCloseTo(Math.min(...common.map(cost)), 9);
      expect(expand(r, row!)).toEqual(Int16Array.of(...row!, ...row!));
      // At the same prices the unit never costs less than its members each alone (the bound before).
      const alone = [0, 1].reduce((sum, e) => {
        const own = dualPrices(r.solo, e, pi, new Float64Array(DAYS * 4)),
          best = new RosterDp(r.solo).solve(e, own)!;
        return sum + best.reduce((s, v, d) => s + own[d * 4 + v + 1]!, 0);
      }, 0);
      expect(cost(row!)).toBeGreaterThanOrEqual(alone - 1e-9);
      if (cost(row!) > alone + 1e-9) dearer++;
    }
    expect(withCommonRow).toBeGreaterThan(12);
    expect(dearer).toBeGreaterThan(0);
  });

  it('rosters a pair’s members alone where the DP would leave its merged rules to prices, so the bound stays', () => {
    // A's weekly and total limits beside B's per-type maxima are too many states for one DP: one
    // employee with both leaves the maxima to prices (not exact), each alone is exact.
    const a = { maxWeeklyMinutes: 1500, maxTotalMinutes: 160 * 60, maxConsecutiveWork: 5 },
      b = { maxShiftsPerType: [6, 6] };
    const month = (employees: Employee[], togetherGroups: number[][]) =>
      tinyModel({
        days: 28,
        employees,
        cover: Array.from({ length: 28 }, (_, day) => ({ day, shiftType: 0, requirement: 1, underWeight: 10, overWeight: 10 })),
        togetherGroups,
      });
    expect(new RosterDp(compile(month([employee('AB', { ...a, ...b })], []))).exact(0)).toBe(false);
    const c = compile(
      month(
        [employee('A', a), employee('B', b), employee('C'), employee('D', { shiftOnRequests: [{ day: 0, shiftType: 1, weight: 5 }] })],
        [
          [0, 1],
          [2, 3],
        ],
      ),
    );
    expect(c.emp.every((_, e) => new RosterDp(c).exact(e))).toBe(true);
    expect(unitRelaxation(c).members).toEqual([[0], [1], [2, 3]]);
    expect(subgradientBound(c, Infinity, undefined, 20)).toBeDefined();
  });

  // Two pairs and a Day shift needing 2 a day. In each pair A asks to work every day and B to
  // be off every day (10 per day unmet): alone each has its way and the cover its two, but a pair
  // shares its row, so each day costs a pair 10 whatever it does.
  const pairs = () =>
    tinyModel({
      shiftTypes: [TYPES[0]!],
      cover: Array.from({ length: DAYS }, (_, day) => ({ day, shiftType: 0, requirement: 2, underWeight: 30, overWeight: 30 })),
      employees: ['A1', 'B1', 'A2', 'B2'].map((id) =>
        employee(id, {
          maxConsecutiveWork: 5,
          ...(id.startsWith('A')
            ? { shiftOnRequests: Array.from({ length: DAYS }, (_, day) => ({ day, shiftType: 0, weight: 10 })) }
            : { shiftOffRequests: Array.from({ length: DAYS }, (_, day) => ({ day, weight: 10 })) }),
        }),
      ),
      togetherGroups: [
        [0, 1],
        [2, 3],
      ],
    });

  it('raises the bound by what the pairs’ shared rows cost, never above the optimum', async () => {
    const model = pairs();
    const r = await solveModel(model, { timeLimitSeconds: 20, threads: 0 });
    expect(r.status).toBe('optimal');
    const alone = subgradientBound(compile({ ...model, togetherGroups: [] }), Infinity, undefined, 300)!;
    const whole = subgradientBound(compile(model), Infinity, undefined, 300)!;
    expect(whole).toBeLessThanOrEqual(r.objective! + 1e-6);
    // Alone the requests cost nothing but the 5-day limit's 2 short days: 4 × 10 requests or cover.
    expect(alone).toBeLessThan(r.objective! / 2);
    expect(whole).toBeGreaterThan(r.objective! * 0.95);
  }, 60_000);
});
