import { describe, expect, it } from 'vitest';
import { solverInputSchema } from '@rostra/contracts/solver/input';
import { demoMonth, generateMonth } from '../../testing/generate-month.ts';
import type { SolverInput } from '@rostra/contracts/solver/input';
import { toRosterModel } from '../../product/to-model.ts';
import { compile, type Compiled } from '../compile/compiled.ts';
import { highsRuntime } from '../compile/highs.ts';
import { ascentWithMaster } from '../../testing/ascent-master.ts';
import { curtoisModel } from '../../testing/curtois.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';
import { now } from '../orchestration/clock.ts';
import { ceilingBound, computeBounds, relaxationBound } from './bound.ts';

// HiGHS's time limits on a counted clock: the outcomes below do not depend on the machine's speed.
onCountedClock();

/** The relaxed roster's ceiling: the ascent with its master after every pass from the 40th, at most 120 passes (bench/run.ts's). */
const ceiling = async (c: Compiled): Promise<number> => (await ascentWithMaster(c, 120, 40)).bound;
const compactLp = async (c: Compiled): Promise<number> => relaxationBound(await highsRuntime(), c, now() + 600_000).bound!;
const product = (input: SolverInput): Compiled => compile(toRosterModel(solverInputSchema.parse(input)).model);

// The bound thread bounds product months (together and apart groups) below 10,000 binaries by the
// relaxed roster's ceiling before the compact LP (bound.ts computeBounds): it must be valid, and
// tighter than the LP.
describe('the relaxed roster bound on product months', () => {
  // The demo month's optimum is 572: the compact LP bounds it at 571.72 and the solve finds a 572.
  it('bounds the demo month at its optimum, as the compact LP does', async () => {
    const c = product(demoMonth());
    expect(await compactLp(c)).toBeCloseTo(571.72, 1);
    expect(await ceiling(c)).toBeCloseTo(572, 4);
  }, 60_000);

  // The 25-employee month: the compact LP 621.0, the ceiling 671.2, the best schedule known 682.
  it('bounds the 25-employee month well above the compact LP, never above its best schedule', async () => {
    const c = product(generateMonth(25, 1));
    const lp = await compactLp(c);
    const bound = await ceiling(c);
    expect(bound).toBeGreaterThan(lp + 40);
    expect(bound).toBeLessThanOrEqual(682);
  }, 60_000);

  it("reports the ceiling before the compact LP in the bound thread's bounds", async () => {
    const c = product(generateMonth(25, 1));
    const bounds: number[] = [];
    const events = { bound: (value: number) => bounds.push(value), schedule: () => undefined, infeasible: () => expect.fail('feasible') };
    // The MILP left out (limit 0): the ceiling and the LP alone, on a counted budget.
    computeBounds(await highsRuntime(), c, now() + 600_000, events, 1, 0);
    expect(Math.max(...bounds)).toBe(672);
    // Rounded up (integral weights), each valid: never above the best schedule known.
    for (const value of bounds) expect(value).toBeLessThanOrEqual(682);
    // The LP's 621 comes after the ceiling's climb, not in place of it.
    expect(bounds.at(-1)).toBe(621);
  }, 60_000);

  // Without together and apart groups price and branch bounds the month, its column generation's
  // duals below 0 for the whole budget: the bound thread takes the ceiling first (plan.ts
  // ceilingFirst). The 20-employee month without its one apart pair: compact LP 586.5, best known 665.
  it('bounds a product month without groups by the ceiling, well above the compact LP', async () => {
    const c = product({ ...generateMonth(20, 1), collaborations: [] });
    const bounds: number[] = [];
    const value = ceilingBound(await highsRuntime(), c, now() + 600_000, (v) => bounds.push(v));
    expect(value).toBeGreaterThan((await compactLp(c)) + 40);
    expect(Math.max(...bounds)).toBeLessThanOrEqual(665);
  }, 60_000);

  it.each([
    [1, 607],
    [2, 828],
    [3, 1001],
  ])(
    'never passes the optimum of Curtois & Qu %i (%i)',
    async (n, optimum) => {
      const bound = await ceiling(compile(curtoisModel(n)));
      expect(bound).toBeLessThanOrEqual(optimum + 1e-6);
      // Close to it, too (120 passes: 558, 828, 1,001): the bound is worth having, not merely valid.
      expect(bound).toBeGreaterThan(0.9 * optimum);
    },
    60_000,
  );
});
