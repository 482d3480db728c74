import { describe, expect, it } from 'vitest';
import { pairAndTwoRows, pairAndTwoWeek } from '../../testing/pair-week.ts';
import { targetWeek, validWeekStart } from '../../testing/target-weeks.ts';
import { validate } from '../../validate/validate.ts';
import { blockExchange, exchangeAgents } from './block-exchange.ts';
import { NOT_FIXED, compile, type Compiled } from '../compile/compiled.ts';
import { Evaluator } from './evaluator.ts';
import { highsRuntime } from '../compile/highs.ts';
import { localSearch } from './local-search.ts';
import { lnsStep } from './lns.ts';
import { dayWindow } from './neighbourhoods.ts';
import { Rng } from './rng.ts';
import { unitResolve } from './unit-resolve.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';

// Deadlines and HiGHS's time limits on a counted clock: the outcomes below do not depend on the machine's speed.
onCountedClock();

const limits = { deadline: Infinity, subTimeLimit: 30, maxNodes: 10_000, seed: 1 };
const weekOfEveryone = (c: Compiled) => c.E * c.D * c.S;

// The pair asked for Earlies but works Lates, C and D the other way round. Trading any day or block
// of days puts a Late before an Early in someone's week; the block exchange takes solo employees
// only (C and D: Earlies for Earlies) and a unit re-solve frees the pair's rows only (C and D
// kept): only the whole week over everyone changes hands.
describe('windows over everyone: a few days of every row solved exactly by HiGHS, everyone else’s days kept', () => {
  it('trades a week between a together pair and two solo employees where the search’s moves, block exchanges and unit re-solves find nothing', async () => {
    const model = pairAndTwoWeek(true),
      c = compile(model),
      start = pairAndTwoRows(model),
      searched = new Evaluator(c, start),
      moves = { iterations: 20_000, deadline: Infinity, historyLength: 50, maxBlock: 3 },
      best = { sched: start.slice(), hard: 0, soft: searched.soft };
    localSearch(searched, new Rng(1), best, moves);
    for (let from = 0; from < 7; from++)
      for (let length = 1; from + length <= 7; length++) blockExchange(searched, exchangeAgents(c), from, length);
    expect(unitResolve(await highsRuntime(), searched, [c.units[0]!], { deadline: Infinity, mipSeconds: 30, seed: 1 })).toBe(0);
    expect([best.soft, searched.soft]).toEqual([280, 280]);

    const ev = new Evaluator(c, start),
      mine = { sched: ev.sched.slice(), hard: 0, soft: 280 },
      state = { budget: weekOfEveryone(c), minBudget: 1, maxBudget: weekOfEveryone(c) };
    const hood = dayWindow(c, new Rng(1), state.budget);
    expect([hood.kind, hood.cells]).toEqual(['days', 28]);
    const next = lnsStep(await highsRuntime(), c, ev, mine, hood, state, limits);
    expect(Array.from(next.sched)).toEqual(Array.from(pairAndTwoRows(model, true)));
    expect(mine.soft).toBe(0);
    const report = validate(model, next.sched);
    expect(report.violations).toEqual([]);
    expect(report.objective.total).toBe(0);
  }, 60_000);

  it('frees as many whole days of everyone as the budget allows, pinned cells kept; below one day, one day of some units', () => {
    const model = { ...pairAndTwoWeek(true), pinned: [{ employee: 2, day: 3, shiftType: 0 }] },
      c = compile(model),
      perDay = c.E * c.S;
    const three = dayWindow(c, new Rng(3), 3 * perDay + 1);
    const days = [
      ...new Set(
        Array.from(three.free.keys())
          .filter((i) => three.free[i])
          .map((i) => i % c.D),
      ),
    ].sort();
    expect(days).toHaveLength(3);
    expect(days[2]! - days[0]!).toBe(2);
    for (let e = 0; e < c.E; e++) for (const d of days) expect(three.free[e * c.D + d]).toBe(c.fixed[e * c.D + d] === NOT_FIXED ? 1 : 0);
    expect(three.cells).toBe(3 * c.E - (days.includes(3) ? 1 : 0));

    const part = dayWindow(c, new Rng(3), perDay / 2);
    const partDays = new Set(
      Array.from(part.free.keys())
        .filter((i) => part.free[i])
        .map((i) => i % c.D),
    );
    expect(partDays.size).toBe(1);
    expect(part.cells).toBeGreaterThan(0);
    expect(part.cells).toBeLessThan(c.E);
  });

  it('never raises the cost and keeps every rule: random weeks, windows of one to seven days', async () => {
    const highs = await highsRuntime();
    for (let seed = 1; seed <= 6; seed++) {
      const rng = new Rng(seed),
        model = targetWeek(rng, ['A', 'B', 'C', 'D', 'E'], () => 1 + rng.int(2)),
        c = compile(model);
      let ev = new Evaluator(c, validWeekStart(rng, 5));
      const best = { sched: ev.sched.slice(), hard: ev.hard, soft: ev.soft };
      for (let days = 1; days <= 7; days++) {
        const before = [ev.hard, ev.soft],
          state = { budget: days * c.E * c.S, minBudget: 1, maxBudget: weekOfEveryone(c) };
        ev = lnsStep(highs, c, ev, best, dayWindow(c, rng, state.budget), state, limits);
        expect(ev.hard <= before[0]! && (ev.hard < before[0]! || ev.soft <= before[1]!)).toBe(true);
      }
      if (best.hard === 0) expect(validate(model, best.sched).violations).toEqual([]);
    }
  }, 120_000);
});
