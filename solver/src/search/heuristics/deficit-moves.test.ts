import { describe, expect, it } from 'vitest';
import { OFF } from '../../model/types.ts';
import { curtoisModel } from '../../testing/curtois.ts';
import { validate } from '../../validate/validate.ts';
import { compile, type Compiled } from '../compile/compiled.ts';
import { RosterDp } from '../roster-dp/roster-dp.ts';
import { deficitMove, weekendStarted } from './deficit-moves.ts';
import { Evaluator } from './evaluator.ts';
import { localSearch } from './local-search.ts';
import { reroster, soloEmployees } from './reroster.ts';
import { Rng } from './rng.ts';
import { initialSchedule } from './search.ts';

/** Curtois 22 (364 days) after every employee's first row: cover missing on some shift-days, over on others. */
function firstRows(): { c: Compiled; sched: Int16Array } {
  const c = compile(curtoisModel(22)),
    ev = new Evaluator(c, initialSchedule(c)),
    dp = new RosterDp(c).quickly(),
    rng = new Rng(1),
    prices = new Float64Array(c.D * (c.S + 1));
  for (const e of rng.shuffle(soloEmployees(ev))) reroster(ev, dp, e, prices);
  return { c, sched: ev.sched.slice() };
}

describe('deficit moves over a long horizon', () => {
  const { c, sched } = firstRows();
  const model = curtoisModel(22);

  it('give an under-covered shift-day one more employee, who gives up at most one shift within a week of it', () => {
    const { D, S } = c,
      ev = new Evaluator(c, sched.slice()),
      rng = new Rng(5);
    let drawn = 0;
    for (let k = 0; k < 2000; k++) {
      const move = deficitMove(c, ev.sched, ev.count, rng);
      if (!move) continue;
      drawn++;
      const [take, give] = move;
      expect(ev.count[take!.d * S + take!.v]).toBeLessThan(c.req[take!.d * S + take!.v]!);
      if (ev.sched[take!.e * D + take!.d] === OFF) {
        expect(give).toMatchObject({ e: take!.e, v: OFF });
        expect(ev.sched[give!.e * D + give!.d]).not.toBe(OFF);
        expect(Math.abs(give!.d - take!.d)).toBeLessThanOrEqual(7);
      } else expect(move).toHaveLength(1);
    }
    expect(drawn).toBeGreaterThan(100);
  });

  it("on a weekend day, go more often than a random draw would to one who works the weekend's other day (no weekend of their limit spent)", () => {
    const { D, E } = c,
      ev = new Evaluator(c, sched.slice()),
      rng = new Rng(6);
    let taken = 0,
      started = 0,
      chance = 0;
    for (let k = 0; k < 4000; k++) {
      const move = deficitMove(c, ev.sched, ev.count, rng);
      const take = move?.[0];
      if (!take || c.weekendId[take.d]! < 0 || ev.sched[take.e * D + take.d] !== OFF) continue;
      taken++;
      if (weekendStarted(c, ev.sched, take.e, take.d)) started++;
      // The share a uniform draw among those off that day would give.
      const off = Array.from({ length: E }, (_, e) => e).filter((e) => ev.sched[e * D + take.d] === OFF);
      chance += off.filter((e) => weekendStarted(c, ev.sched, e, take.d)).length / off.length;
    }
    expect(taken).toBeGreaterThan(50);
    // 814 of 2,002 against 199 by chance (seed 6).
    expect(started).toBeGreaterThan(3 * chance);
  });

  it('let the local search cut several times the cost in the same number of moves, every hard rule kept', () => {
    const after = (deficitShare: number): Evaluator => {
      const ev = new Evaluator(c, sched.slice()),
        best = { sched: ev.sched.slice(), hard: ev.hard, soft: ev.soft };
      localSearch(ev, new Rng(2), best, { iterations: 20_000, deadline: Infinity, historyLength: 50, maxBlock: 3, deficitShare });
      return new Evaluator(c, best.sched);
    };
    const start = new Evaluator(c, sched.slice()),
      plain = after(0),
      aimed = after(0.65);
    expect(start.hard).toBe(0);
    expect(validate(model, aimed.sched).violations).toEqual([]);
    // 10,007 against 385 (seeds 1 and 2).
    expect(start.soft - aimed.soft).toBeGreaterThan(5 * (start.soft - plain.soft));
  });
});
