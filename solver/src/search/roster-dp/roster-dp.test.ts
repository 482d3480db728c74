import { describe, expect, it } from 'vitest';
import { curtoisModel } from '../../testing/curtois.ts';
import { employee, tinyModel } from '../../testing/tiny.ts';
import { validate } from '../../validate/validate.ts';
import { employeeViolations } from '../../validate/violations.ts';
import { compile } from '../compile/compiled.ts';
import { Evaluator } from '../heuristics/evaluator.ts';
import { reroster, rowChanges, soloEmployees } from '../heuristics/reroster.ts';
import { Rng } from '../heuristics/rng.ts';
import { RosterDp } from './roster-dp.ts';
import { enumeratedRows } from '../../testing/enumerated.ts';
import { initialSchedule } from '../heuristics/search.ts';
import { generateCurtois } from '../../curtois/generate.ts';
import { parseCurtois } from '../../curtois/parse.ts';

/** Every employee's best response in turn, from the empty schedule. */
function constructed(model: ReturnType<typeof tinyModel>): Int16Array {
  const c = compile(model),
    ev = new Evaluator(c, initialSchedule(c)),
    dp = new RosterDp(c);
  const prices = new Float64Array(c.D * (c.S + 1));
  for (const e of new Rng(3).shuffle(soloEmployees(ev))) reroster(ev, dp, e, prices);
  return ev.sched;
}

describe('roster DP construction', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i + 1))('keeps every hard rule on Curtois & Qu instance %i', (n) => {
    const model = curtoisModel(n);
    expect(validate(model, constructed(model)).violations).toEqual([]);
  });

  it('keeps runs, days off, weekends, minutes, per-type maxima and successions while cover pulls hard', () => {
    const model = tinyModel({
      days: 14,
      forbiddenSuccessions: [{ first: 1, second: 0 }],
      cover: Array.from({ length: 14 }, (_, day) =>
        [0, 1].map((shiftType) => ({ day, shiftType, requirement: 3, underWeight: 100, overWeight: 1 })),
      ).flat(),
      employees: [
        employee('A', {
          minConsecutiveWork: 3,
          maxConsecutiveWork: 4,
          minConsecutiveOff: 2,
          maxWeekends: 1,
          minTotalMinutes: 8 * 480,
          maxTotalMinutes: 9 * 660,
          maxShiftsPerType: [undefined, 2],
        }),
        employee('B', { daysOff: [{ day: 4, kind: 'vacation' }], minConsecutiveWork: 2, maxConsecutiveWork: 3, minTotalMinutes: 6 * 480 }),
      ],
    });
    expect(validate(model, constructed(model)).violations).toEqual([]);
  });

  it('finds no roster when the rules leave none', () => {
    const model = tinyModel({ employees: [employee('A', { minTotalMinutes: 5 * 660, maxConsecutiveWork: 2, minConsecutiveOff: 2 })] });
    const c = compile(model);
    expect(new RosterDp(c).solve(0, new Float64Array(c.D * (c.S + 1)))).toBeUndefined();
  });
});

describe('paced roster DP (long horizons)', () => {
  it('is exact where the state space is small, paced (and so not exact) on Curtois 22–24', () => {
    expect(new RosterDp(compile(curtoisModel(12))).paced(0)).toBe(false);
    for (const n of [22, 23, 24]) {
      const dp = new RosterDp(compile(curtoisModel(n)));
      expect(dp.paced(0)).toBe(true);
      expect(dp.exact(0)).toBe(false);
    }
  });

  // Cover pulls towards the capped shift types, so rows break per-type maxima before those are limited.
  it.each([
    [22, [0, 1]],
    [23, [0, 95]],
    [24, [0, 149]],
  ])('builds rows that keep every hard rule on Curtois %i while cover pulls (employees %j)', (n, who) => {
    const model = curtoisModel(n),
      c = compile(model),
      ev = new Evaluator(c, initialSchedule(c)),
      dp = new RosterDp(c);
    const prices = new Float64Array(c.D * (c.S + 1));
    for (const e of who) {
      expect(reroster(ev, dp, e, prices)).toBe(true);
      expect(employeeViolations(model, e, ev.sched.subarray(e * c.D, (e + 1) * c.D))).toEqual([]);
    }
  });
});

describe('quick first rows over more than a month', () => {
  it('paces first rows within a month whose per-type maxima make the Lagrangian rounds slow (28 days × 18 shift types)', () => {
    const model = parseCurtois(generateCurtois({ days: 28, staff: 120, shiftTypes: 18 }, 1).text),
      c = compile(model),
      dp = new RosterDp(c),
      quick = dp.quickly(),
      ev = new Evaluator(c, initialSchedule(c));
    const prices = new Float64Array(c.D * (c.S + 1));
    const slow = Array.from({ length: c.E }, (_, e) => e).filter((e) => dp.shape(e).priced.length > 0);
    expect(quick).not.toBe(dp);
    for (const e of slow.slice(0, 3)) {
      expect(dp.paced(e)).toBe(false);
      expect(quick.paced(e)).toBe(true);
      expect(reroster(ev, quick, e, prices)).toBe(true);
      expect(employeeViolations(model, e, ev.sched.subarray(e * c.D, (e + 1) * c.D))).toEqual([]);
    }
  });

  it('is the DP itself within a month and over a long horizon', () => {
    for (const model of [curtoisModel(10), curtoisModel(22)]) {
      const dp = new RosterDp(compile(model));
      expect(dp.quickly()).toBe(dp);
    }
  });
});

describe('re-rostering a span', () => {
  it('changes only the span’s days of a Curtois 22 row, pulled by cover, and keeps every rule', () => {
    const model = curtoisModel(22),
      c = compile(model),
      ev = new Evaluator(c, initialSchedule(c)),
      dp = new RosterDp(c);
    const prices = new Float64Array(c.D * (c.S + 1));
    for (const e of [0, 1]) reroster(ev, dp, e, prices);
    const e = 1,
      before = ev.sched.slice(e * c.D, (e + 1) * c.D);
    // With employee 0's shifts gone, the cover it leaves pulls 1 to other shifts.
    const span = { from: 100, to: 128, row: before };
    ev.apply(rowChanges(ev, 0, new Int16Array(c.D).fill(-1)));
    expect(reroster(ev, dp, e, prices, span)).toBe(true);
    const after = ev.sched.subarray(e * c.D, (e + 1) * c.D);
    expect(employeeViolations(model, e, after)).toEqual([]);
    const changed = Array.from(after.keys()).filter((d) => after[d] !== before[d]);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((d) => d >= 100 && d < 128)).toBe(true);
  });
});

describe('roster DP optimality', () => {
  /** One employee over 10 days with binding maxima, every one of its 3^10 rows, those that keep the rules, and trial prices. */
  function enumerated(rules: Parameters<typeof employee>[1] = {}, horizon: Parameters<typeof tinyModel>[0] = {}) {
    const days = 10;
    const model = tinyModel({
      days,
      forbiddenSuccessions: [{ first: 1, second: 0 }],
      ...horizon,
      employees: [
        employee('A', {
          minConsecutiveWork: 2,
          maxConsecutiveWork: 4,
          maxWeekends: 1,
          minTotalMinutes: 4 * 480,
          maxTotalMinutes: 7 * 480,
          maxShiftsPerType: [3, 2],
          ...rules,
        }),
      ],
    });
    const c = compile(model),
      dp = new RosterDp(c);
    // Mostly negative prices, as column generation's reduced costs are: every maximum pulls.
    const { valid, trials, price } = enumeratedRows(model, c, 5, 2, 12);
    return { model, days, dp, valid, trials, price };
  }

  it('returns the cheapest row that keeps every rule when per-type maxima bind (all 3^10 rows enumerated)', () => {
    const { model, dp, valid, trials, price } = enumerated();
    for (const cost of trials) {
      const row = dp.solve(0, cost)!;
      expect(employeeViolations(model, 0, row)).toEqual([]);
      expect(price(cost, row)).toBeCloseTo(Math.min(...valid.map((r) => price(cost, r))), 9);
    }
  });

  it('works no weekend where the maximum is 0 (all 3^10 rows enumerated)', () => {
    const { model, dp, valid, trials, price } = enumerated({ maxWeekends: 0 });
    for (const cost of trials) {
      const row = dp.solve(0, cost)!;
      expect(employeeViolations(model, 0, row)).toEqual([]);
      expect(price(cost, row)).toBeCloseTo(Math.min(...valid.map((r) => price(cost, r))), 9);
    }
  });

  it('keeps weekly hours and the rest after the previous month’s last shift (all 3^10 rows enumerated)', () => {
    // Day 0 is a Wednesday; a Night on the Tuesday before counts for rest and for the first week.
    // Without per-type maxima, which the weekly minutes would leave to prices (not exact).
    const { model, dp, valid, trials, price } = enumerated(
      { maxWeeklyMinutes: 1500, pastShifts: [{ startMinute: -120, durationMinutes: 480 }], maxShiftsPerType: [] },
      { firstWeekday: 3, minRestMinutes: 11 * 60 },
    );
    expect(dp.exact(0)).toBe(true);
    expect(valid.some((r) => r[0] === 0)).toBe(false);
    for (const cost of trials) {
      const row = dp.solve(0, cost)!;
      expect(employeeViolations(model, 0, row)).toEqual([]);
      expect(price(cost, row)).toBeCloseTo(Math.min(...valid.map((r) => price(cost, r))), 9);
    }
  });

  it('keeps a rest that reaches over a day off: 24 h after a Night ending at 09:00 forbids a Day at 08:00 two days later (all 3^10 rows enumerated)', () => {
    const { model, dp, valid, trials, price } = enumerated({ maxShiftsPerType: [] }, { minRestMinutes: 24 * 60 });
    expect(compile(model).forbid[1]).toContain(1);
    expect(dp.exact(0)).toBe(true);
    for (const cost of trials) {
      const row = dp.solve(0, cost)!;
      expect(employeeViolations(model, 0, row)).toEqual([]);
      expect(price(cost, row)).toBeCloseTo(Math.min(...valid.map((r) => price(cost, r))), 9);
    }
  });

  it('gives, for every day and choice, the cost of the cheapest row through it that keeps every rule (all 3^10 rows enumerated)', () => {
    const { days, dp, valid, trials, price } = enumerated();
    expect(dp.exact(0)).toBe(true);
    for (const cost of trials) {
      const { through, cheapest } = dp.through(0, cost);
      expect(cheapest).toBeCloseTo(Math.min(...valid.map((r) => price(cost, r))), 9);
      for (let d = 0; d < days; d++)
        for (let v = -1; v < 2; v++) {
          const costs = valid.filter((r) => r[d] === v).map((r) => price(cost, r));
          if (costs.length === 0) expect(through[d * 3 + v + 1]).toBe(Infinity);
          else expect(through[d * 3 + v + 1]).toBeCloseTo(Math.min(...costs), 9);
        }
    }
  });
});

describe('roster DP on random employees (all 3^10 rows enumerated)', () => {
  /** Employee A with rules drawn at random (seeded), each able to bind over 10 days; per-type maxima counted, so the DP is exact. */
  function randomEmployee(seed: number) {
    const rng = new Rng(seed),
      pick = (lo: number, hi: number): number => lo + rng.int(hi - lo + 1);
    const model = tinyModel({
      days: 10,
      firstWeekday: pick(0, 6),
      forbiddenSuccessions: rng.next() < 0.5 ? [{ first: 1, second: 0 }] : [],
      minRestMinutes: rng.next() < 0.5 ? 11 * 60 : 0,
      employees: [
        employee('A', {
          minConsecutiveWork: pick(1, 3),
          maxConsecutiveWork: pick(3, 6),
          minConsecutiveOff: pick(1, 2),
          maxWeekends: pick(0, 2),
          minTotalMinutes: pick(0, 4) * 480,
          maxTotalMinutes: pick(5, 8) * 480,
          maxShiftsPerType: [pick(1, 6), pick(1, 6)],
          daysOff: rng.next() < 0.5 ? [{ day: pick(0, 9), kind: 'vacation' }] : [],
        }),
      ],
    });
    const c = compile(model),
      { valid, trials, price } = enumeratedRows(model, c, seed, 2, 12);
    // Whole prices too: many rows tie, and which of them the DP returns must not depend on how it got there.
    const tied = trials.map((cost) => cost.map((p) => (p === Infinity ? p : Math.round(p / 4))));
    return { model, c, valid, trials: [...trials, ...tied], price };
  }

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'returns the cheapest row that keeps every rule, the same one from a graph kept or enumerated afresh (seed %i)',
    (seed) => {
      const { model, c, valid, trials, price } = randomEmployee(seed);
      // Kept: after its first two calls with the same cells, this DP prices its graph of the states.
      const kept = new RosterDp(c);
      expect(kept.exact(0)).toBe(true);
      for (const cost of trials) {
        const fresh = new RosterDp(c).solve(0, cost);
        if (valid.length === 0) expect(fresh).toBeUndefined();
        else {
          expect(employeeViolations(model, 0, fresh!)).toEqual([]);
          expect(price(cost, fresh!)).toBeCloseTo(Math.min(...valid.map((r) => price(cost, r))), 9);
        }
        expect(kept.solve(0, cost)).toEqual(fresh);
      }
    },
  );

  it.each([1, 2, 3, 4])('returns the cheapest row when the allowed cells change from call to call (seed %i)', (seed) => {
    const { c, valid, trials, price } = randomEmployee(seed),
      rng = new Rng(seed),
      dp = new RosterDp(c);
    for (const cost of [...trials, ...trials]) dp.solve(0, cost);
    for (const cost of trials) {
      const cell = 1 + rng.int(c.D * (c.S + 1) - 1),
        changed = cost.slice();
      changed[cell] = Infinity;
      const left = valid.filter((r) => r.every((v, d) => d * (c.S + 1) + v + 1 !== cell)),
        row = dp.solve(0, changed);
      expect(row).toEqual(new RosterDp(c).solve(0, changed));
      if (left.length === 0) expect(row).toBeUndefined();
      else expect(price(changed, row!)).toBeCloseTo(Math.min(...left.map((r) => price(changed, r))), 9);
    }
  });
});

describe("the DP's Lagrangian value where per-type maxima are priced", () => {
  // A generated fortnight whose maxima the exact DP counts in its state; a count budget of one
  // state leaves every binding one to prices instead, as the suite's months' DPs do.
  const c = compile(parseCurtois(generateCurtois({ days: 14, staff: 6, shiftTypes: 3 }, 1).text));
  const exact = new RosterDp(c),
    priced = new RosterDp(c, false, false, 1);
  const rowCost = (cost: Float64Array, row: Int16Array): number => row.reduce((sum, v, d) => sum + cost[d * (c.S + 1) + v + 1]!, 0);

  it('is at most the cheapest roster keeping every maximum, at cover prices that pull towards the capped types', () => {
    const rng = new Rng(5);
    const cost = new Float64Array(c.D * (c.S + 1));
    let relaxed = 0;
    for (let trial = 0; trial < 20; trial++) {
      for (let e = 0; e < c.E; e++) {
        expect(exact.exact(e)).toBe(true);
        // Days off free, each allowed shift a random gain.
        for (let d = 0; d < c.D; d++) {
          cost[d * (c.S + 1)] = 0;
          for (let s = 0; s < c.S; s++) cost[d * (c.S + 1) + s + 1] = c.allowed[(e * c.D + d) * c.S + s] ? -rng.int(300) : Infinity;
        }
        const best = exact.solve(e, cost)!,
          cheapest = rowCost(cost, best);
        expect(exact.lower).toBeCloseTo(cheapest, 9);
        const row = priced.solve(e, cost);
        expect(priced.lower).toBeGreaterThan(-Infinity);
        expect(priced.lower).toBeLessThanOrEqual(cheapest + 1e-9);
        if (row) {
          expect(rowCost(cost, row)).toBeGreaterThanOrEqual(cheapest - 1e-9);
          // The slack maxima priced at nothing: a value as high or higher, still a bound.
          const before = priced.lower;
          priced.tighten(e, cost, row);
          expect(priced.lower).toBeGreaterThanOrEqual(before);
          expect(priced.lower).toBeLessThanOrEqual(cheapest + 1e-9);
        }
        if (priced.shape(e).priced.length > 0 && priced.lower < cheapest - 1e-9) relaxed++;
      }
    }
    // The prices did relax maxima that bind: a bound below the cheapest roster on some employees.
    expect(relaxed).toBeGreaterThan(0);
  });
});
