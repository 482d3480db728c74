import { describe, expect, it } from 'vitest';
import { solverInputSchema } from '@rostra/contracts/solver/input';
import { generateMonth } from '../../testing/generate-month.ts';
import { toRosterModel } from '../../product/to-model.ts';
import { compile } from '../compile/compiled.ts';
import { ascentWithMaster } from '../../testing/ascent-master.ts';
import { highsRuntime } from '../compile/highs.ts';
import { MasterAscent, RosterMaster } from './roster-master.ts';
import { subgradientBound } from './subgradient-bound.ts';
import { unitRelaxation } from './unit-relaxation.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';
import { now } from '../orchestration/clock.ts';

// Deadlines and HiGHS's time limits on a counted clock: the outcomes below do not depend on the machine's speed.
onCountedClock();

const month25 = () => toRosterModel(solverInputSchema.parse(generateMonth(25, 1))).model;

describe('the Lagrangian bound with its Dantzig–Wolfe master', () => {
  // The generated 25-employee month without its groups: column generation converges at 668.53
  // (docs/solver-benchmarks.md#the-lagrangian-bound; 668.534 to three places). The master's duals take the bound there in a few passes after 30 of the ascent alone,
  // which after the same 60 passes is still below it.
  it('reaches the ceiling from the master duals where the ascent alone stays below it, and never passes it', async () => {
    const c = compile({ ...month25(), togetherGroups: [], apartGroups: [] });
    const alone = subgradientBound(c, Infinity, undefined, 60)!;
    const { bound, values } = await ascentWithMaster(c, 60, 30);
    expect(alone).toBeLessThan(660);
    expect(bound).toBeGreaterThan(668.5);
    expect(bound).toBeLessThanOrEqual(668.54);
    // Each restricted master's value is at or above the ceiling, so at or above every bound.
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value).toBeGreaterThanOrEqual(bound - 1e-6);
  }, 60_000);

  // With its together pair rostered whole the relaxation is tighter, yet never above the whole
  // solve's best schedule, 682.
  it('stays below the best schedule known on the month with its together pair', async () => {
    const model = month25();
    expect(model.togetherGroups).toHaveLength(1);
    const { bound } = await ascentWithMaster(compile(model), 60, 30);
    expect(bound).toBeGreaterThan(668.5);
    expect(bound).toBeLessThanOrEqual(682);
  }, 60_000);

  it("rounds its last solution to a schedule of the month: each unit's heaviest roster, the same for a together pair's members", async () => {
    const c = compile(month25());
    const master = new MasterAscent(await highsRuntime(), { every: 0, warmup: 30, until: Infinity });
    expect(master.rounded()).toBeUndefined();
    try {
      subgradientBound(c, Infinity, undefined, 60, master);
      const rounded = master.rounded()!;
      expect(rounded).toHaveLength(c.E * c.D);
      const { D, S } = c;
      for (let cell = 0; cell < c.E * D; cell++) if (rounded[cell]! >= 0) expect(c.allowed[cell * S + rounded[cell]!]).toBe(1);
      const [a, b] = c.model.togetherGroups[0]!;
      expect(rounded.subarray(a! * D, (a! + 1) * D)).toEqual(rounded.subarray(b! * D, (b! + 1) * D));
    } finally {
      master.dispose();
    }
  }, 60_000);

  // The first solve may take what the warmup's passes took times `span`, within the ascent's time:
  // here far more than is left, so the master never starts and the ascent's path is its own.
  it('leaves the ascent alone where its first solve would not fit in the time left', async () => {
    const c = compile({ ...month25(), togetherGroups: [], apartGroups: [] });
    const alone = subgradientBound(c, Infinity, undefined, 60)!;
    const master = new MasterAscent(await highsRuntime(), { every: 0, warmup: 30, span: 1e12, until: now() + 600_000 });
    expect(subgradientBound(c, Infinity, undefined, 60, master)).toBe(alone);
  }, 60_000);

  it('goes back to the point its duals replaced where they price lower, then leaves the ascent its own steps', async () => {
    const units = unitRelaxation(compile(month25()));
    const schedules: Int16Array[] = [];
    subgradientBound(compile(month25()), Infinity, undefined, 2, {
      begin: () => undefined,
      pass: (sched) => {
        schedules.push(sched.slice());
        return undefined;
      },
    });
    const { D, S } = units.c;
    const pi = Float64Array.from({ length: D * S }, (_, i) => (i % 7) / 10),
      mu = units.c.emp.map((em) => Float64Array.from(em.targets, (_, k) => k / 10));
    const before = { pi: pi.slice(), mu: mu.map((m) => m.slice()) };
    const master = new MasterAscent(await highsRuntime(), { every: 0, until: Infinity });
    try {
      master.begin(units);
      const aim = master.pass(schedules[0]!, 500, pi, mu);
      expect(aim).toBeDefined();
      expect(pi).not.toEqual(before.pi);
      // The next pass, at the master's duals, is worth less than the 500 of the point they replaced.
      expect(master.pass(schedules[1]!, 400, pi, mu)).toBe(aim);
      expect(pi).toEqual(before.pi);
      expect(mu).toEqual(before.mu);
      for (let k = 0; k < 4; k++) {
        expect(master.pass(schedules[1]!, 400, pi, mu)).toBeUndefined();
        expect(pi).toEqual(before.pi);
      }
      expect(master.pass(schedules[1]!, 400, pi, mu)).toBeDefined();
    } finally {
      master.dispose();
    }
  }, 60_000);

  it('drops the columns its duals price out once the pool passes its cap, keeping its value', async () => {
    const highs = await highsRuntime();
    const units = unitRelaxation(compile(month25()));
    const size = Int32Array.from(units.members, (m) => m.length);
    const whole = new RosterMaster(highs, units.c, size),
      capped = new RosterMaster(highs, units.c, size, 200);
    try {
      subgradientBound(compile(month25()), Infinity, undefined, 40, {
        begin: () => undefined,
        pass: (sched) => {
          whole.addSchedule(sched);
          capped.addSchedule(sched);
          return undefined;
        },
      });
      const pooled = capped.columnCount;
      expect(pooled).toBeGreaterThan(400);
      const before = whole.solve(Infinity)!.value;
      expect(capped.solve(Infinity)!.value).toBeCloseTo(before, 6);
      // Down to the columns at reduced cost 0 (the basis and its ties), never one the optimum uses.
      expect(capped.columnCount).toBeLessThan(pooled / 2);
      // The dropped columns priced out: the re-solved master is where it was.
      expect(capped.solve(Infinity)!.value).toBeCloseTo(before, 6);
    } finally {
      whole.dispose();
      capped.dispose();
    }
  }, 60_000);
});
