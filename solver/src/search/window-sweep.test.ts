import { describe, expect, it } from 'vitest';
import { earlyLateWeek, targetWeek, validWeekStart } from '../testing/target-weeks.ts';
import { employee, rows } from '../testing/tiny.ts';
import { validate } from '../validate/validate.ts';
import { compile } from './compiled.ts';
import { Evaluator } from './evaluator.ts';
import { highsRuntime } from './highs.ts';
import { Rng } from './rng.ts';
import { windowSweeps } from './window-sweep.ts';

const asked = (s: number) => [{ kind: 'admin_baseline', shiftTypes: [s], target: 7, underWeight: 10, overWeight: 0 }];
const limits = { deadline: Infinity, subTimeLimit: 30, maxNodes: 10_000, seed: 1 };

// A week of Early and Late, two people each, no succession forbidden: A and B work together and
// asked for Earlies but work Lates, C and D asked for Lates but work Earlies. Each day traded saves
// 40, so one-day windows through the whole week reach 0.
const pairAndTwo = () =>
  earlyLateWeek(() => 2, {
    forbiddenSuccessions: [],
    employees: [
      employee('A', { countTargets: asked(0) }),
      employee('B', { countTargets: asked(0) }),
      employee('C', { countTargets: asked(1) }),
      employee('D', { countTargets: asked(1) }),
    ],
    togetherGroups: [[0, 1]],
  });

describe('sweeps of windows over everyone through the month', () => {
  it('walks one-day windows through every day of the week until a sweep finds nothing, reporting each better schedule', async () => {
    const model = pairAndTwo(),
      c = compile(model),
      ev = new Evaluator(c, rows(model, 'LLLLLLL', 'LLLLLLL', 'EEEEEEE', 'EEEEEEE'));
    expect(ev.soft).toBe(280);
    const best = { sched: ev.sched.slice(), hard: 0, soft: 280 },
      state = { budget: c.E * c.S, minBudget: c.E * c.S, maxBudget: c.E * c.S },
      reported: number[] = [];
    const end = windowSweeps(await highsRuntime(), c, ev, best, new Rng(1), state, limits, () => reported.push(best.soft));
    expect(Array.from(end.sched)).toEqual(Array.from(rows(model, 'EEEEEEE', 'EEEEEEE', 'LLLLLLL', 'LLLLLLL')));
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
