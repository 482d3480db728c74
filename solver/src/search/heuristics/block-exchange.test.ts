import { describe, expect, it } from 'vitest';
import type { RosterModel } from '../../model/types.ts';
import { targetWeek, validWeekStart } from '../../testing/target-weeks.ts';
import { employee, rows, tinyModel } from '../../testing/tiny.ts';
import { compile } from '../compile/compiled.ts';
import { Evaluator } from './evaluator.ts';
import { blockExchange, exchangeAgents } from './block-exchange.ts';
import { Rng } from './rng.ts';
import { targetEmployees, targetSwaps } from './target-swaps.ts';

const shift = (id: string, startMinute: number) => ({ id, name: id, startMinute, durationMinutes: 360 });
const asked = (s: number) => [{ kind: 'admin_baseline', shiftTypes: [s], target: 7, underWeight: 10, overWeight: 0 }];

// A week of Early, Late and Night, one person each. A asked for seven Earlies, B for seven Lates,
// C for seven Nights, and each is rostered another's shift; none may work the shift of the person
// it would swap with (A no Nights, B no Earlies, C no Lates), so only the three together can trade.
const cycle = () =>
  tinyModel({
    shiftTypes: [shift('E', 360), shift('L', 780), shift('N', 1200)],
    cover: Array.from({ length: 7 }, (_, day) =>
      [0, 1, 2].map((shiftType) => ({ day, shiftType, requirement: 1, underWeight: 100, overWeight: 20 })),
    ).flat(),
    employees: [
      employee('A', { disallowedShiftTypes: [2], countTargets: asked(0) }),
      employee('B', { disallowedShiftTypes: [0], countTargets: asked(1) }),
      employee('C', { disallowedShiftTypes: [1], countTargets: asked(2) }),
    ],
  });

/** Every way of handing the block's patterns around (each employee takes one, as many of each as there were): the cheapest valid cost. */
function cheapestReassignment(model: RosterModel, sched: Int16Array, from: number, length: number): number {
  const c = compile(model),
    { D, E } = c;
  const patterns = Array.from({ length: E }, (_, e) => Array.from(sched.subarray(e * D + from, e * D + from + length)));
  let best = Infinity;
  const used = new Array<boolean>(E).fill(false),
    trial = sched.slice();
  const place = (e: number): void => {
    if (e === E) {
      const ev = new Evaluator(c, trial);
      if (ev.hard === 0) best = Math.min(best, ev.soft);
      return;
    }
    for (let p = 0; p < E; p++) {
      if (used[p]) continue;
      used[p] = true;
      patterns[p]!.forEach((v, k) => (trial[e * D + from + k] = v));
      place(e + 1);
      used[p] = false;
    }
  };
  place(0);
  return best;
}

describe('block exchanges: the best reassignment of a block of days among the employees', () => {
  it('trades around a cycle of three people where no two can swap, until each has the counts asked for, cover unchanged', () => {
    const model = cycle(),
      c = compile(model);
    const start = rows(model, 'LLLLLLL', 'NNNNNNN', 'EEEEEEE');
    const swapped = new Evaluator(c, start);
    expect(swapped.soft).toBe(210);
    const best = { sched: swapped.sched.slice(), hard: swapped.hard, soft: swapped.soft };
    targetSwaps(swapped, new Rng(1), best, { iterations: 1000, deadline: Infinity }, targetEmployees(c));
    expect(swapped.soft).toBe(210);

    const ev = new Evaluator(c, start);
    let saved = 0;
    for (let d = 0; d < 7; d++) saved += blockExchange(ev, exchangeAgents(c), d, 1);
    expect(Array.from(ev.sched)).toEqual(Array.from(rows(model, 'EEEEEEE', 'LLLLLLL', 'NNNNNNN')));
    expect(saved).toBe(210);
    expect([ev.hard, ev.soft]).toEqual([0, 0]);
  });

  it('finds the cheapest reassignment of one- to three-day blocks, as trying every one does, keeping every rule', () => {
    const rng = new Rng(7);
    for (let trial = 0; trial < 12; trial++) {
      const model = targetWeek(rng, ['A', 'B', 'C', 'D', 'F'], () => 2);
      const c = compile(model);
      const start = validWeekStart(rng, 5);
      expect(new Evaluator(c, start).hard).toBe(0);
      const length = 1 + (trial % 3),
        from = rng.int(7 - length + 1);
      const ev = new Evaluator(c, start);
      const before = ev.soft;
      const saved = blockExchange(ev, exchangeAgents(c), from, length);
      expect(ev.hard).toBe(0);
      expect(ev.soft).toBeCloseTo(cheapestReassignment(model, start, from, length), 9);
      expect(saved).toBeCloseTo(before - ev.soft, 9);
      expect(Array.from(ev.count)).toEqual(Array.from(new Evaluator(c, start).count));
    }
  });
});
