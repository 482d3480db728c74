import { describe, expect, it } from 'vitest';
import { solverInputSchema } from '@rostra/contracts/solver/input';
import { generateWardsMonth } from '../../testing/generate-month.ts';
import { toRosterModel } from '../../product/to-model.ts';
import { relaxationBound } from './bound.ts';
import { compile } from '../compile/compiled.ts';
import { highsRuntime, runHighs } from '../compile/highs.ts';
import { buildMilp } from '../compile/milp.ts';
import { initialSchedule } from '../heuristics/search.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';
import { now } from '../orchestration/clock.ts';

// Deadlines and time shares on a counted clock: the same outcome on any machine, loaded or quiet.
onCountedClock();

// Ward 4 of the generated 1,000-employee wards month on its own (its 100 employees, its four shift
// types): an LP of about 12,000 columns, where PDLP after presolve ends with HiGHS's status
// "unknown" and duals that bound it at 1,713 only (its optimum: 2,633.2).
function wardFour() {
  const input = generateWardsMonth(1000, 1);
  const own = (id: unknown): boolean => String(id).startsWith('w4-');
  input.employees = input.employees
    .filter((_, i) => i % 10 === 3)
    .map((e) => ({ ...e, disallowed_shift_types: (e.disallowed_shift_types ?? []).filter(own) }));
  input.shift_types = input.shift_types.filter((s) => own(s.id));
  input.collaborations = [];
  return compile(toRosterModel(solverInputSchema.parse(input)).model);
}

describe('the LP relaxation’s bound', () => {
  it('bounds a large LP that PDLP leaves unclassified within 0.1 % of its optimum, never above', async () => {
    const highs = await highsRuntime(),
      c = wardFour();
    const data = buildMilp(c, initialSchedule(c), new Uint8Array(c.E * c.D).fill(1), true).data;
    expect(runHighs(highs, data, { timeLimit: 60, lpSolver: 'hipdlp' }).status).toBe('limit');
    const exact = runHighs(highs, data, { timeLimit: 60, lpSolver: 'ipm' });
    expect(exact.status).toBe('optimal');
    const { bound, infeasible } = relaxationBound(highs, c, now() + 60_000);
    expect(infeasible).toBe(false);
    expect(bound!).toBeLessThanOrEqual(exact.objective! + 1e-6);
    expect(bound!).toBeGreaterThan(exact.objective! * 0.999);
  }, 120_000);

  it('still bounds a large LP stopped at once or left to cuPDLP-C, below its optimum', async () => {
    const highs = await highsRuntime(),
      c = wardFour();
    const data = buildMilp(c, initialSchedule(c), new Uint8Array(c.E * c.D).fill(1), true).data;
    const exact = runHighs(highs, data, { timeLimit: 60, lpSolver: 'ipm' });
    for (const [seconds, hipdlpShare] of [
      [0, undefined],
      [2, 0],
    ] as const) {
      const { bound } = relaxationBound(highs, c, now() + seconds * 1000, hipdlpShare);
      expect(bound).toBeDefined();
      expect(bound!).toBeLessThanOrEqual(exact.objective! + 1e-6);
    }
  }, 120_000);
});
