import { describe, expect, it } from 'vitest';
import { solverInputSchema } from '@rostra/contracts/solver/input';
import { generateMonth } from '../../testing/generate-month.ts';
import { OFF } from '../../model/types.ts';
import { toRosterModel } from '../../product/to-model.ts';
import { objectiveOf } from '../../validate/objective.ts';
import { compile, NOT_FIXED } from '../compile/compiled.ts';
import { Evaluator } from './evaluator.ts';
import { Rng } from './rng.ts';
import { employee, rows, tinyModel } from '../../testing/tiny.ts';

// The generated month's count targets: per shift type, over every day and over weekend days only.
const month = () => toRosterModel(solverInputSchema.parse(generateMonth(25, 1))).model;

function randomSchedule(c: ReturnType<typeof compile>, rng: Rng): Int16Array {
  return Int16Array.from(c.fixed, (f) => (f === NOT_FIXED ? rng.int(c.S + 1) - 1 : f));
}

describe("the evaluator's cost of a schedule", () => {
  it("is the validator's objective, count targets and all, before and after moves", () => {
    const model = month(),
      c = compile(model),
      rng = new Rng(7);
    for (let trial = 0; trial < 5; trial++) {
      const ev = new Evaluator(c, randomSchedule(c, rng));
      expect(ev.soft).toBeCloseTo(objectiveOf(model, ev.sched).total, 6);
      for (let move = 0; move < 200; move++) {
        const e = rng.int(c.E),
          d = rng.int(c.D);
        if (c.fixed[e * c.D + d] === NOT_FIXED) ev.apply([{ e, d, v: rng.int(c.S + 1) - 1 }]);
      }
      expect(ev.soft).toBeCloseTo(objectiveOf(model, ev.sched).total, 6);
    }
  });

  it('counts a target over any set of cells, not only shift types over days', () => {
    const c = compile(month()),
      rng = new Rng(3),
      { D, S } = c;
    // Employee 0's first target now counts Early on even days and Late on odd ones (a mask of its
    // own: compiled targets of one kind share theirs).
    const t = c.emp[0]!.targets[0]!;
    t.mask = new Uint8Array(D * S);
    for (let d = 0; d < D; d++) t.mask[d * S + (d % 2)] = 1;
    const sched = randomSchedule(c, rng),
      ev = new Evaluator(c, sched),
      row = sched.subarray(0, D);
    const n = Array.from(row).filter((v, d) => v !== OFF && v === d % 2).length;
    const withTarget = ev.employeeCost(0, row)[1];
    t.mask.fill(0);
    const without = new Evaluator(c, sched).employeeCost(0, row)[1];
    const penalty = (k: number): number => (k < t.target ? (t.target - k) * t.under : (k - t.target) * t.over);
    // The same row with the target counting nothing differs by the penalty of its count.
    expect(withTarget - without).toBeCloseTo(penalty(n) - penalty(0), 9);
  });

  it('reads a valid schedule as exactly valid after moves, where minute limits are not whole hours', () => {
    // Given two employees whose minima (31 h 11 min, 1 h 1 min) are not whole hours:
    const model = tinyModel({
      employees: [employee('A', { minTotalMinutes: 1871 }), employee('B', { minTotalMinutes: 61 })],
    });
    const ev = new Evaluator(compile(model), rows(model, 'DDDD---', 'D------'));
    expect(ev.hard).toBe(0);
    // When both fall short by fractions of an hour and then make it up,
    ev.apply([{ e: 0, d: 3, v: OFF }]);
    ev.apply([{ e: 1, d: 0, v: OFF }]);
    expect(ev.hard).toBeGreaterThan(0);
    ev.apply([{ e: 0, d: 3, v: 0 }]);
    ev.apply([{ e: 1, d: 0, v: 0 }]);
    // then the schedule reads valid: every check of validity asks for a hard cost of exactly 0.
    expect(ev.hard).toBe(0);
  });
});
