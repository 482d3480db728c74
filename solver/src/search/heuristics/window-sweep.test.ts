import { describe, expect, it } from 'vitest';
import { pairAndTwoRows, pairAndTwoWeek } from '../../testing/pair-week.ts';
import { targetWeek, validWeekStart } from '../../testing/target-weeks.ts';
import { validate } from '../../validate/validate.ts';
import { compile } from '../compile/compiled.ts';
import { Evaluator } from './evaluator.ts';
import { highsRuntime } from '../compile/highs.ts';
import { Rng } from './rng.ts';
import { windowSweeps } from './window-sweep.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';

// Deadlines and HiGHS's time limits on a counted clock: the outcomes below do not depend on the machine's speed.
onCountedClock();

const limits = { deadline: Infinity, subTimeLimit: 30, maxNodes: 10_000, seed: 1 };

// The together pair asked for Earlies but works Lates, C and D the other way round, no succession
// forbidden: each day traded saves 40, so one-day windows through the whole week reach 0.
describe('sweeps of windows over everyone through the month', () => {
  it('walks one-day windows through every day of the week until a sweep finds nothing, reporting each better schedule', async () => {
    const model = pairAndTwoWeek(false),
      c = compile(model),
      ev = new Evaluator(c, pairAndTwoRows(model));
    expect(ev.soft).toBe(280);
    const best = { sched: ev.sched.slice(), hard: 0, soft: 280 },
      state = { budget: c.E * c.S, minBudget: c.E * c.S, maxBudget: c.E * c.S },
      reported: number[] = [];
    const end = windowSweeps(await highsRuntime(), c, ev, best, new Rng(1), state, limits, () => reported.push(best.soft));
    expect(Array.from(end.sched)).toEqual(Array.from(pairAndTwoRows(model, true)));
    expect([best.soft, reported.length, reported.at(-1)]).toEqual([0, 7, 0]);
    expect(validate(model, best.sched).violations).toEqual([]);
  }, 60_000);

  it('never raises the cost and keeps every rule: random weeks, windows of one to three days', async () => {
    const highs = await highsRuntime();
    for (let seed = 1; seed <= 6; seed++) {
      const rng = new Rng(seed),
        model = targetWeek(rng, ['A', 'B', 'C', 'D', 'E'], () => 1 + rng.int(2)),
        c = compile(model),
        ev = new Evaluator(c, validWeekStart(rng, 5)),
        before = { hard: ev.hard, soft: ev.soft },
        best = { sched: ev.sched.slice(), hard: ev.hard, soft: ev.soft },
        days = 1 + (seed % 3),
        state = { budget: days * c.E * c.S, minBudget: days * c.E * c.S, maxBudget: days * c.E * c.S };
      const end = windowSweeps(highs, c, ev, best, rng, state, limits);
      expect([end.hard, end.soft]).toEqual([best.hard, best.soft]);
      expect(end.hard < before.hard || (end.hard === before.hard && end.soft <= before.soft)).toBe(true);
      if (best.hard === 0) expect(validate(model, best.sched).violations).toEqual([]);
    }
  }, 120_000);
});
