import { describe, expect, it } from 'vitest';
import { firstDays } from '../../../bench/first-days.ts';
import { curtoisModel } from '../../testing/curtois.ts';
import { employeeViolations } from '../../validate/violations.ts';
import { compile } from '../compile/compiled.ts';
import { Evaluator } from '../heuristics/evaluator.ts';
import { reroster } from '../heuristics/reroster.ts';
import { initialSchedule } from '../heuristics/search.ts';
import { RosterDp } from './roster-dp.ts';

// Slow (about 20 s of the exact DP's shapes over 84 days of Curtois 22): the solver-slow project.
describe('quick first rows over more than a month', () => {
  it('paces, on the first 84 days of Curtois 22, employees whose per-type maxima are priced, each row keeping every rule', () => {
    const model = firstDays(curtoisModel(22), 84),
      c = compile(model),
      dp = new RosterDp(c),
      quick = dp.quickly(),
      ev = new Evaluator(c, initialSchedule(c));
    const prices = new Float64Array(c.D * (c.S + 1));
    expect(dp.shape(0).priced.length).toBeGreaterThan(0);
    // The DP the search goes on with stays as it was: exact rows under its Lagrangian rounds.
    expect(dp.paced(0)).toBe(false);
    expect(quick.paced(0)).toBe(true);
    for (const e of [0, 1, 2]) {
      expect(reroster(ev, quick, e, prices)).toBe(true);
      expect(employeeViolations(model, e, ev.sched.subarray(e * c.D, (e + 1) * c.D))).toEqual([]);
    }
  });
});
