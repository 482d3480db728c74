import { solverInputSchema } from '@rostra/contracts/solver/input';
import { describe, expect, it } from 'vitest';
import type { RosterModel } from '../../model/types.ts';
import { toRosterModel } from '../../product/to-model.ts';
import { convergedColumns } from '../../testing/constructed-pool.ts';
import { ascentWithMaster } from '../../testing/ascent-master.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';
import { lapsingNurseMonth } from '../../testing/lapsing-nurse.ts';
import { employee, tinyModel } from '../../testing/tiny.ts';
import { validate } from '../../validate/validate.ts';
import { compile } from '../compile/compiled.ts';
import { highsRuntime, runHighs } from '../compile/highs.ts';
import { buildMilp } from '../compile/milp.ts';
import { initialSchedule } from '../heuristics/search.ts';
import { subgradientBound } from './subgradient-bound.ts';

// HiGHS's time limit on a counted clock: the optimum is proven on any machine, however slow.
onCountedClock();

const withoutSkillRows = (model: RosterModel): RosterModel => ({ ...model, skillCover: [] });

async function optimumOf(model: RosterModel): Promise<number> {
  const c = compile(model);
  const milp = buildMilp(c, initialSchedule(c), new Uint8Array(c.E * c.D).fill(1));
  const out = runHighs(await highsRuntime(), milp.data, { timeLimit: 120 });
  expect(out.status).toBe('optimal');
  return validate(model, milp.decode(out.values!)).objective.total;
}

/** The best of column generation's Lagrangian bounds, converged. */
const boundOf = (model: RosterModel): number => Math.max(...convergedColumns(model, 0).bounds);
/** The subgradient ascent's bound after a fixed number of passes (no clock: the answer does not depend on the machine's speed). */
const ascentOf = (model: RosterModel): number => subgradientBound(compile(model), Infinity, undefined, ASCENT_PASSES)!;
const ASCENT_PASSES = 300;
/** The same with its Dantzig–Wolfe master after every pass from the tenth (roster-master.ts): the relaxation's ceiling. */
const ceilingOf = async (model: RosterModel): Promise<number> => (await ascentWithMaster(compile(model), ASCENT_PASSES, 10)).bound;

describe("the Lagrangian bounds with skill minimums (skill rows in the masters, their duals in the roster DP's prices)", () => {
  it('reaches the optimum where only a skill shortfall costs: the only nurse is on vacation one night', async () => {
    // Night needs 1 a night, a nurse; Ann, the nurse, is away on Thursday; Ben, who holds no skill, covers it.
    const model = tinyModel({
      cover: Array.from({ length: 7 }, (_, day) => ({ day, shiftType: 1, requirement: 1, underWeight: 100, overWeight: 1 })),
      skillCover: Array.from({ length: 7 }, (_, day) => ({
        day,
        shiftType: 1,
        skillId: 'rn',
        skillName: 'Registered nurse',
        qualified: [0],
        requirement: 1,
        underWeight: 100,
      })),
      employees: [employee('ann', { daysOff: [{ day: 3, kind: 'vacation' }] }), employee('ben')],
    });
    expect(await optimumOf(model)).toBe(100);
    expect(boundOf(model)).toBeCloseTo(100, 3);
    expect(boundOf(withoutSkillRows(model))).toBeCloseTo(0, 3);
    // The subgradient ascent (months column generation does not take) moves the skill rows' multipliers too.
    expect(ascentOf(model)).toBeGreaterThan(99);
    expect(ascentOf(model)).toBeLessThanOrEqual(100 + 1e-6);
    expect(ascentOf(withoutSkillRows(model))).toBeCloseTo(0, 3);
  });

  it('stays at or below the optimum of a month short of a nurse after a lapse, and above the bound without the skill rows', async () => {
    const model = toRosterModel(solverInputSchema.parse(lapsingNurseMonth)).model;
    // Far below the optimum either way: column generation's DP prices cells, not the monthly count targets.
    const bound = boundOf(model),
      optimum = await optimumOf(model);
    expect(bound).toBeLessThanOrEqual(optimum);
    expect(bound).toBeGreaterThan(boundOf(withoutSkillRows(model)) + 1);
    // The ascent prices the count targets too: far closer, and the skill rows' multipliers still add to it.
    const ascent = ascentOf(model);
    expect(ascent).toBeLessThanOrEqual(optimum);
    expect(ascent).toBeGreaterThan(ascentOf(withoutSkillRows(model)) + 1);
    // With its master (skill rows in it too) the ascent reaches the optimum (383); without the skill rows it stops 100 short of it.
    const ceiling = await ceilingOf(model);
    expect(ceiling).toBeLessThanOrEqual(optimum + 1e-6);
    expect(ceiling).toBeGreaterThan(optimum - 1);
    expect(ceiling).toBeGreaterThan((await ceilingOf(withoutSkillRows(model))) + 1);
  }, 180_000);
});
