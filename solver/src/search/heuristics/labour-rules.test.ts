import { describe, expect, it } from 'vitest';
import { employee, rows, tinyModel } from '../../testing/tiny.ts';
import { validate } from '../../validate/validate.ts';
import { compile } from '../compile/compiled.ts';
import { Evaluator } from './evaluator.ts';
import { solveModel } from '../orchestration/solve.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';

// Deadlines and HiGHS's time limits on a counted clock: the outcomes below do not depend on the machine's speed.
onCountedClock();

// Twelve days from a Wednesday, one 8-hour Day shift that needs two people every day, at most
// 24 hours a week each. Before the horizon A worked Monday's Day and Tuesday's Night into day 0
// (22:00–06:00): 16 h of the first week, and no Day on day 0 with 11 h of rest.
const days = 12;
const model = tinyModel({
  days,
  firstWeekday: 3,
  minRestMinutes: 11 * 60,
  cover: Array.from({ length: days }, (_, day) => ({ day, shiftType: 0, requirement: 2, underWeight: 100, overWeight: 1 })),
  employees: [
    employee('A', {
      maxWeeklyMinutes: 24 * 60,
      pastShifts: [
        { startMinute: -2 * 1440 + 480, durationMinutes: 480 },
        { startMinute: -120, durationMinutes: 480 },
      ],
    }),
    employee('B', { maxWeeklyMinutes: 24 * 60 }),
  ],
});

describe('weekly hours and the month boundary in the search', () => {
  it('counts weekly excess and rest after the past shifts as hard in the evaluator, like the validator', () => {
    const c = compile(model);
    const hardOf = (...lines: string[]): number => new Evaluator(c, rows(model, ...lines)).hard;
    expect(hardOf('-D----DDD---', 'DDD---DDD---')).toBe(0);
    expect(hardOf('-DD---------', '------------')).toBeGreaterThan(0);
    expect(hardOf('D-----------', '------------')).toBeGreaterThan(0);
    expect(hardOf('------------', 'DDD---DDDD--')).toBeGreaterThan(0);
    expect(validate(model, rows(model, '-DD---------', '------------')).valid).toBe(false);
  });

  it('solves to the best schedule the limits leave: A one shift in the first week, three in the second, B three in each', async () => {
    const r = await solveModel(model, { timeLimitSeconds: 10, threads: 0, seed: 1 });
    expect(r.status).toBe('optimal');
    expect(validate(model, r.schedule!).violations).toEqual([]);
    expect(r.objective).toBe((days * 2 - 10) * 100);
  });
});
