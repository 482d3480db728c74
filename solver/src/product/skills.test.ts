import { skillShortfalls } from '@rostra/contracts/rules/skill-cover';
import { solverInputSchema } from '@rostra/contracts/solver/input';
import { describe, expect, it } from 'vitest';
import { compile, NOT_FIXED } from '../search/compile/compiled.ts';
import { Evaluator } from '../search/heuristics/evaluator.ts';
import { highsRuntime, runHighs } from '../search/compile/highs.ts';
import { buildMilp } from '../search/compile/milp.ts';
import { initialSchedule } from '../search/heuristics/search.ts';
import { validate } from '../validate/validate.ts';
import { Rng } from '../search/heuristics/rng.ts';
import { onCountedClock } from '../testing/counted-clock.ts';
import { lapsingNurseMonth, lapsingNurseMonthWithoutSkills } from '../testing/lapsing-nurse.ts';
import { objectiveOf } from '../validate/objective.ts';
import { productQualityReport } from '../report/product.ts';
import { solveProduct } from './solve-product.ts';
import { toRosterModel } from './to-model.ts';

const input = lapsingNurseMonth;
const ANN = 0,
  BOB = 1;
const LAPSE_DAY = 14; // 15 February, the first date Ann's qualification no longer counts

// Round-limited and seeded, on a counted clock (HiGHS's time limits and the explanations' budget
// too): the answers do not depend on the machine's speed (the time limits only guard).
onCountedClock();
const solve = () => solveProduct(input, { threads: 0, maxRounds: 20, seed: 1, timeLimitSeconds: 600 });

describe('skill minimums in the product model', () => {
  it('counts a qualification up to and including valid_until, never after', () => {
    const { model } = toRosterModel(solverInputSchema.parse(input));
    expect(model.skillCover).toHaveLength(28);
    for (const row of model.skillCover!) {
      expect(row).toMatchObject({ shiftType: 0, skillId: 'rn', skillName: 'Registered nurse', requirement: 1 });
      expect(row.qualified).toEqual(row.day < LAPSE_DAY ? [ANN, BOB] : [BOB]);
    }
  });

  it('has no skill rows, and the same cost, for an organization without skills', () => {
    const { model } = toRosterModel(solverInputSchema.parse(lapsingNurseMonthWithoutSkills));
    expect(model.skillCover).toEqual([]);
    const c = compile(model);
    expect(c.skill).toEqual([]);
    const schedule = new Int16Array(c.E * c.D);
    expect(new Evaluator(c, schedule).soft).toBeCloseTo(objectiveOf(model, schedule).total, 9);
    expect(objectiveOf(model, schedule).skillUnder).toBe(0);
  });

  it("prices skill shortfalls alike in the search's evaluator and the validator's objective, before and after moves", () => {
    const { model } = toRosterModel(solverInputSchema.parse(input));
    const c = compile(model),
      rng = new Rng(5);
    const ev = new Evaluator(
      c,
      Int16Array.from(c.fixed, (f) => (f === NOT_FIXED ? rng.int(c.S + 1) - 1 : f)),
    );
    expect(ev.soft).toBeCloseTo(objectiveOf(model, ev.sched).total, 9);
    for (let move = 0; move < 300; move++) {
      const change = { e: rng.int(c.E), d: rng.int(c.D), v: rng.int(c.S + 1) - 1 };
      const before = ev.soft,
        [, ds] = ev.delta([change]);
      ev.apply([change]);
      expect(ev.soft - before).toBeCloseTo(ds, 9);
    }
    expect(ev.soft).toBeCloseTo(objectiveOf(model, ev.sched).total, 9);
    expect(objectiveOf(model, ev.sched).skillUnder).toBeGreaterThan(0);
  });

  // The third side of the cross-check (product-rules.test.ts does it for the hard rules): the
  // product's pure skill-cover check, which answers hand edits, counts the same missing nurses as
  // the validator on the same schedules.
  it('agrees with the product skill-cover check (contracts/src/rules/skill-cover.ts) on seeded random schedules', () => {
    const parsed = solverInputSchema.parse(input);
    const { model } = toRosterModel(parsed);
    const c = compile(model),
      rng = new Rng(9);
    const product = {
      shift_types: parsed.shift_types.map((type) => ({
        ...type,
        id: String(type.id),
        requirements: type.requirements.map((row) => ({
          ...row,
          skills: row.skills.map((skill) => ({ ...skill, skill_id: String(skill.skill_id) })),
        })),
      })),
      member_skills: new Map(parsed.employees.map((e) => [String(e.id), e.skills.map((s) => ({ ...s, skill_id: String(s.skill_id) }))])),
      skills: [{ id: 'rn', name: 'Registered nurse' }],
      holidays: new Set<string>(),
    };
    const dates = Array.from({ length: c.D }, (_, d) => `2026-02-${String(d + 1).padStart(2, '0')}`);
    const shiftDays = dates.map((date) => ({ date, shift_type_id: 'N' }));
    for (let trial = 0; trial < 20; trial++) {
      const schedule = Int16Array.from({ length: c.E * c.D }, () => rng.int(c.S + 1) - 1);
      const assignments = [];
      for (let e = 0; e < c.E; e++)
        for (let d = 0; d < c.D; d++) {
          const v = schedule[e * c.D + d]!;
          if (v >= 0)
            assignments.push({
              date: dates[d]!,
              shift_type_id: String(parsed.shift_types[v]!.id),
              member_id: String(parsed.employees[e]!.id),
            });
        }
      const missing = skillShortfalls(product, assignments, shiftDays).reduce((sum, short) => sum + short.required - short.covered, 0);
      expect(objectiveOf(model, schedule).skillUnder).toBe(missing * parsed.weights.understaffed);
    }
  });

  it("leaves the fewest nights short of a nurse in the MILP's optimum: one, in the week Bob's 48 hours allow six nights", async () => {
    const { model } = toRosterModel(solverInputSchema.parse(input));
    const c = compile(model);
    const milp = buildMilp(c, initialSchedule(c), new Uint8Array(c.E * c.D).fill(1));
    const out = runHighs(await highsRuntime(), milp.data, { timeLimit: 120 });
    expect(out.status).toBe('optimal');
    const report = validate(model, milp.decode(out.values!));
    expect(report.valid).toBe(true);
    expect(report.objective.skillUnder).toBe(solverInputSchema.parse(input).weights.understaffed);
  }, 180_000);

  it('puts a qualified person on every night where one can be, and only Bob counts after the lapse', async () => {
    const solved = await solve();
    expect(['optimal', 'feasible']).toContain(solved.status);
    const nurseOn = (date: string, ids: string[]) =>
      solved.assignments.some((a) => a.date === date && ids.includes(a.employee_id) && a.shift_type_id === 'N');
    const dates = Array.from({ length: 28 }, (_, d) => `2026-02-${String(d + 1).padStart(2, '0')}`);
    // Before the lapse Ann and Bob share the nights: none is short.
    expect(dates.slice(0, LAPSE_DAY).filter((date) => !nurseOn(date, ['ann', 'bob']))).toEqual([]);
    // After it, a night without Bob is short even if Ann works it, and the objective prices each such night.
    const short = dates.slice(LAPSE_DAY).filter((date) => !nurseOn(date, ['bob']));
    expect(short.length).toBeGreaterThan(0);
    expect(solved.statistics.breakdown!.skillUnder).toBe(short.length * solverInputSchema.parse(input).weights.understaffed);

    // The generation's coverage marks each of them for the calendar.
    const marked = solved.coverage.filter((c) => c.skill_shortfalls).map((c) => [c.date, c.skill_shortfalls]);
    expect(marked).toEqual(short.map((date) => [date, [{ skill_id: 'rn', skill_name: 'Registered nurse', missing: 1 }]]));

    // The quality report lists those nights apart from head count, with the skill's name.
    const month = { requestId: 'r1', organizationId: 'o1', year: 2026, month: 2 };
    // Budgets far above the clock reads of re-solving 5 people's month: its rounds end each re-solve.
    const report = await productQualityReport(solverInputSchema.parse(input), solved.assignments, month, {
      budgetSeconds: 120,
      candidateSeconds: 20,
    });
    expect(report.skill_shortfalls.total).toBe(short.length);
    expect(report.skill_shortfalls.items.map((r) => r.date).sort()).toEqual(short);
    for (const r of report.skill_shortfalls.items) {
      expect(r).toMatchObject({ shift_type_id: 'N', skill_id: 'rn', skill_name: 'Registered nurse', required: 1, assigned: 0 });
      // The reasons are those of the qualified (Bob), and Ann's lapse: she does not count, on the night or not.
      expect(r.reasons.map((reason) => [reason.code === 'qualification_lapsed', reason.member_ids])).toEqual([
        [false, ['bob']],
        [true, ['ann']],
      ]);
      expect(r.reasons[1]!.message).toBe('Ann: qualification lapsed by this date');
    }

    // Each short night is explained, and renewing Ann's registration is the smallest change that fills it.
    const explained = report.skill_explanations.items;
    expect(explained.flatMap((x) => x.dates).sort()).toEqual(short);
    for (const x of explained) {
      expect(x).toMatchObject({ shift_type_id: 'N', skill_id: 'rn', skill_name: 'Registered nurse', shortfall: 1 });
      expect(x.suggestions[0]).toMatchObject({
        kind: 'renew_skill',
        text: "renew Ann's Registered nurse qualification",
        member_id: 'ann',
        covers: 1,
      });
    }
    expect(report.explanations.total).toBe(0);
  }, 180_000);
});
