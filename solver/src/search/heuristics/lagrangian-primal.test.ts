import { describe, expect, it } from 'vitest';
import { solverInputSchema } from '@rostra/contracts/solver/input';
import { generateMonth } from '../../testing/generate-month.ts';
import { toRosterModel } from '../../product/to-model.ts';
import { employee, tinyModel } from '../../testing/tiny.ts';
import { validate } from '../../validate/validate.ts';
import { compile } from '../compile/compiled.ts';
import { lagrangianPrimal, lagrangianStart, primalOrder, type Multipliers } from './lagrangian-primal.ts';
import { Rng } from './rng.ts';
import { RosterDp } from '../roster-dp/roster-dp.ts';
import { subgradientBound } from '../bounds/subgradient-bound.ts';
import { unitRelaxation } from '../bounds/unit-relaxation.ts';

/** The multipliers of the ascent's best bound after `passes` passes. */
function ascend(c: ReturnType<typeof compile>, passes: number): Multipliers {
  let best: Multipliers | undefined;
  subgradientBound(c, Infinity, (_value, _passes, pi, mu) => (best = { pi: pi.slice(), mu: mu.map((m) => m.slice()) }), passes);
  return best!;
}

// A week of one Day shift, one needed a day: A is placed first, B after, and neither has a request
// or a target, so what they work is what the multipliers make worth covering.
const week = (overrides = {}) =>
  tinyModel({
    shiftTypes: [{ id: 'D', name: 'Day', startMinute: 480, durationMinutes: 480 }],
    cover: Array.from({ length: 7 }, (_, day) => ({ day, shiftType: 0, requirement: 1, underWeight: 100, overWeight: 20 })),
    employees: [employee('A'), employee('B')],
    ...overrides,
  });

function primalOf(model: ReturnType<typeof week>, pi: number[], order: number[]): Int16Array {
  const c = compile(model),
    units = unitRelaxation(c),
    rng = new Rng(1);
  const m = { pi: Float64Array.from(pi), mu: units.c.emp.map((em) => new Float64Array(em.targets.length)) };
  return lagrangianPrimal(c, units, new RosterDp(units.c), m, { order, random: () => rng.next(), noise: 0 });
}

describe('a schedule from the Lagrangian multipliers', () => {
  it('covers the cells the cover multipliers make worth it and leaves the others, each cell once', () => {
    const model = week();
    // π says Monday to Thursday are worth covering, the weekend's three days are over-supplied.
    const sched = primalOf(model, [10, 10, 10, 10, -10, -10, -10], [0, 1]);
    expect(Array.from(sched.subarray(0, 7))).toEqual([0, 0, 0, 0, -1, -1, -1]);
    // B comes second: A's days are met (one more would cost the over weight), the rest not worth it.
    expect(Array.from(sched.subarray(7, 14))).toEqual([-1, -1, -1, -1, -1, -1, -1]);
  });

  it('gives the cell to the unit the order places first while the cover is short', () => {
    const sched = primalOf(week(), [10, 10, 10, 10, 10, 10, 10], [1, 0]);
    expect(Array.from(sched.subarray(7, 14))).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(Array.from(sched.subarray(0, 7))).toEqual([-1, -1, -1, -1, -1, -1, -1]);
  });

  it('keeps an apart group off the same shift and a together pair on identical rows', () => {
    const model = week({
      cover: Array.from({ length: 7 }, (_, day) => ({ day, shiftType: 0, requirement: 4, underWeight: 100, overWeight: 20 })),
      employees: [employee('A'), employee('B'), employee('C'), employee('D')],
      apartGroups: [[0, 1]],
      togetherGroups: [[2, 3]],
    });
    const c = compile(model),
      units = unitRelaxation(c);
    const unit = (e: number): number => units.members.findIndex((m) => m.includes(e));
    // The pair takes two places a day, A a third; B, apart from A, may not take the fourth (A's shift).
    const sched = primalOf(model, [10, 10, 10, 10, 10, 10, 10], [unit(2), unit(0), unit(1)]);
    expect(validate(model, sched).violations).toEqual([]);
    const row = (e: number): number[] => Array.from(sched.subarray(7 * e, 7 * e + 7));
    expect([row(0), row(1), row(2), row(3)]).toEqual([
      [0, 0, 0, 0, 0, 0, 0],
      [-1, -1, -1, -1, -1, -1, -1],
      [0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0, 0],
    ]);
    // The order the solve uses puts the constrained units (here all of them) first.
    expect(primalOrder(c, units, (xs) => xs).length).toBe(3);
  });

  it('keeps every rule on a generated month with together and apart groups, from the ascent’s multipliers', () => {
    const { model } = toRosterModel(solverInputSchema.parse(generateMonth(25, 1)));
    expect(model.togetherGroups.length + model.apartGroups.length).toBeGreaterThan(0);
    const c = compile(model);
    const sched = lagrangianStart(c, ascend(c, 60), 1);
    const report = validate(model, sched);
    expect(report.violations).toEqual([]);
    expect(report.objective.coverUnder).toBe(0);
  }, 60_000);
});
