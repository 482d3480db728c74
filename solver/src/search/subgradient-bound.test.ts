import { describe, expect, it } from 'vitest';
import { employee, tinyModel } from '../testing/tiny.ts';
import { compile } from './compiled.ts';
import { solveModel } from './solve.ts';
import { subgradientBound } from './subgradient-bound.ts';

// A week of one Day shift a day. A asks for all seven (admin count, 10 per shift short) but may
// work 5 days in a row at most, so 6; B asked for none (5 per shift beyond). Apart: never together.
// The optimum is 15: A works 6 days, B the seventh.
const month = () =>
  tinyModel({
    shiftTypes: [{ id: 'D', name: 'Day', startMinute: 480, durationMinutes: 480 }],
    cover: Array.from({ length: 7 }, (_, day) => ({ day, shiftType: 0, requirement: 1, underWeight: 100, overWeight: 20 })),
    employees: [
      employee('A', {
        maxConsecutiveWork: 5,
        countTargets: [{ kind: 'admin_baseline', shiftTypes: [0], target: 7, underWeight: 10, overWeight: 0 }],
      }),
      employee('B', { countTargets: [{ kind: 'beyond_requested', shiftTypes: [0], target: 0, underWeight: 0, overWeight: 5 }] }),
    ],
    apartGroups: [[0, 1]],
  });

describe('the Lagrangian bound over cover and count targets', () => {
  it('stays at or below the optimum and comes within a tenth of it, counting the roster rules and the targets', async () => {
    const model = month();
    const r = await solveModel(model, { timeLimitSeconds: 10, threads: 0 });
    expect(r.status).toBe('optimal');
    expect(r.objective).toBe(15);
    const bound = subgradientBound(compile(model), Date.now() + 2000);
    expect(bound).toBeDefined();
    expect(bound!).toBeLessThanOrEqual(15 + 1e-6);
    expect(bound!).toBeGreaterThan(13.5);
  }, 60_000);

  it('reports every better bound as it rises', () => {
    const seen: number[] = [];
    subgradientBound(compile(month()), Date.now() + 500, (value) => seen.push(value));
    expect(seen.length).toBeGreaterThan(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });
});
