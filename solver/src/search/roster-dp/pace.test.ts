import { describe, expect, it } from 'vitest';
import { curtoisModel } from '../../testing/curtois.ts';
import { employeeViolations } from '../../validate/violations.ts';
import { compile } from '../compile/compiled.ts';
import { Evaluator } from '../heuristics/evaluator.ts';
import { reroster } from '../heuristics/reroster.ts';
import { initialSchedule } from '../heuristics/search.ts';
import { FIRST_WIDEN, paceBand } from './pace.ts';
import { RosterDp } from './roster-dp.ts';

describe('the pace band of a first row over the year, where the DP is largest (Curtois 23)', () => {
  const model = curtoisModel(23),
    c = compile(model),
    dp = new RosterDp(c);

  it('is narrower in minutes than the usual band, around the same pace, and as wide in weekends', () => {
    const sh = dp.shape(0),
      usual = paceBand(c, 0, sh, 1),
      first = paceBand(c, 0, sh, FIRST_WIDEN);
    expect(first.width).toBeLessThan(usual.width);
    expect(first.wWidth).toBe(usual.wWidth);
    // Both centred on the same pace: the narrow band lies inside the usual one.
    for (let d = 0; d <= c.D; d++) {
      expect(first.lo[d]).toBeGreaterThanOrEqual(usual.lo[d]!);
      expect(first.lo[d]! + first.width).toBeLessThanOrEqual(usual.lo[d]! + usual.width);
    }
  });

  it('still gives employees a first row that keeps every rule', () => {
    const ev = new Evaluator(c, initialSchedule(c)),
      prices = new Float64Array(c.D * (c.S + 1));
    for (let e = 0; e < 6; e++) {
      expect(dp.paced(e)).toBe(true);
      expect(reroster(ev, dp, e, prices)).toBe(true);
      expect(employeeViolations(model, e, ev.sched.subarray(e * c.D, (e + 1) * c.D))).toEqual([]);
    }
  });
});

describe('which years have slow rows', () => {
  const large = (n: number): number => {
    const c = compile(curtoisModel(n)),
      dp = new RosterDp(c);
    return c.emp.filter((_, e) => dp.largeRows(e)).length / c.E;
  };

  it('most employees of Curtois 23 and 24, none of 20–22 (their first rows take seconds in the usual band)', () => {
    expect(large(23)).toBeGreaterThan(0.5);
    expect(large(24)).toBeGreaterThan(0.5);
    for (const n of [20, 21, 22]) expect(large(n)).toBe(0);
  });
});
