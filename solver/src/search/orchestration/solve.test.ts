import { describe, expect, it } from 'vitest';
import { curtoisModel } from '../../testing/curtois.ts';
import { reproducible } from '../../testing/reproducible.ts';
import { employee, tinyModel } from '../../testing/tiny.ts';
import { validate } from '../../validate/validate.ts';
import { useCountedClock } from './clock.ts';
import { compile } from '../compile/compiled.ts';
import { search } from '../heuristics/search.ts';
import { solveModel } from './solve.ts';

const cover = (days: number, requirement: number, shiftType = 0) =>
  Array.from({ length: days }, (_, day) => ({ day, shiftType, requirement, underWeight: 100, overWeight: 1 }));

describe('solve statuses', () => {
  it.each([
    ['no_employees', tinyModel({ employees: [], cover: cover(7, 1) })],
    ['no_shift_types', tinyModel({ shiftTypes: [], cover: [] })],
    ['no_shift_requirements', tinyModel({ cover: cover(7, 0) })],
    ['invalid_model', tinyModel({ cover: cover(7, 1), employees: [employee('A', { minConsecutiveWork: 5, maxConsecutiveWork: 3 })] })],
  ])('answers %s before searching', async (status, model) => {
    expect((await solveModel(model, reproducible)).status).toBe(status);
  });

  it('reports infeasible when the hard rules cannot all hold', async () => {
    const model = tinyModel({ cover: cover(7, 1), employees: [employee('A', { minTotalMinutes: 8 * 660 })] });
    const r = await solveModel(model, reproducible);
    expect(r.status).toBe('infeasible');
    expect(r.schedule).toBeNull();
  });

  it('still proves infeasibility on a large model where the monolithic LP is skipped (an employee without any roster)', async () => {
    const model = curtoisModel(5);
    const all = model.days * 24 * 60;
    model.employees[0] = { ...model.employees[0]!, minTotalMinutes: all, maxTotalMinutes: all };
    const r = await solveModel(model, reproducible);
    expect(r.status).toBe('infeasible');
  });

  // A budget of 0: the watchdog's timer is due at the event loop's first turn, before any thread can
  // answer (each boots its own runtime first), so no schedule comes in time on any machine, however
  // fast. Were the threads left running past the budget, the test would outlast its timeout.
  it('answers timeout when the budget ends before any valid schedule (the watchdog stops the threads)', async () => {
    const model = curtoisModel(1);
    const r = await solveModel(model, { timeLimitSeconds: 0 });
    expect(r.status).toBe('timeout');
    expect(r.schedule).toBeNull();
  });

  // Budgets of an hour: were the answer to wait for the budget, the test would outlast its timeout.
  it('answers as soon as its first schedule meets the bound, long before its budget', async () => {
    const model = tinyModel({ cover: cover(7, 1), employees: [employee('A'), employee('B')] });
    const r = await solveModel(model, { timeLimitSeconds: 3600, threads: 2, stall: false });
    expect(r.status).toBe('optimal');
    expect(r.objective).toBe(0);
  });

  it('answers once the proven gap is within the tolerance asked for, long before its budget', async () => {
    const r = await solveModel(curtoisModel(1), { timeLimitSeconds: 3600, threads: 2, targetGap: 1, stall: false });
    expect(r.status).toBe('feasible');
    expect(r.gap).toBeLessThanOrEqual(1);
  });

  it('proves a small model optimal', async () => {
    const model = tinyModel({
      cover: cover(7, 1),
      employees: [employee('A', { maxConsecutiveWork: 3 }), employee('B', { maxConsecutiveWork: 3 })],
    });
    const r = await solveModel(model, reproducible);
    expect(r.status).toBe('optimal');
    expect(validate(model, r.schedule!).objective.total).toBe(0);
  });
});

describe('solved schedules keep the hard rules under pressure', () => {
  it('keeps vacations, weekdays, consecutive limits, rest, together and apart while cover asks for more', async () => {
    const model = tinyModel({
      days: 14,
      minRestMinutes: 11 * 60,
      cover: [...cover(14, 3, 0), ...cover(14, 2, 1)],
      employees: [
        employee('A', { daysOff: [{ day: 3, kind: 'vacation' }], maxConsecutiveWork: 3 }),
        employee('B', { availableWeekdays: [false, true, true, true, true, true, false], minConsecutiveOff: 2 }),
        employee('C', { disallowedShiftTypes: [1], minConsecutiveWork: 2 }),
        employee('D'),
        employee('E'),
        employee('F', { maxWeekends: 1 }),
      ],
      togetherGroups: [[3, 4]],
      apartGroups: [[0, 5]],
    });
    const r = await solveModel(model, reproducible);
    expect(r.status === 'feasible' || r.status === 'optimal').toBe(true);
    const report = validate(model, r.schedule!);
    expect(report.violations).toEqual([]);
    expect(report.objective.total).toBe(r.objective);
  });
});

describe('Curtois & Qu instance 1', () => {
  it('reaches the proven optimum 607, as the validator counts it', async () => {
    const model = curtoisModel(1);
    const r = await solveModel(model, reproducible);
    const report = validate(model, r.schedule!);
    expect(report.valid).toBe(true);
    expect(report.objective.total).toBe(607);
  }, 60_000);
});

describe('reproducibility', () => {
  it('returns the same schedule for the same seed and round limit', async () => {
    const model = curtoisModel(2);
    const run = () => solveModel(model, { timeLimitSeconds: 6, threads: 0, maxRounds: 3, seed: 7 });
    const [a, b] = [await run(), await run()];
    expect(a.schedule).not.toBeNull();
    expect(Array.from(a.schedule!)).toEqual(Array.from(b.schedule!));
  }, 60_000);

  it('bounds a round-limited solve by the work its rounds allow, not by its budget or the machine: the same bound in 3 s and in 60 s', async () => {
    const run = (seconds: number) => solveModel(curtoisModel(1), { timeLimitSeconds: seconds, threads: 0, maxRounds: 1, seed: 7 });
    const [short, long] = [await run(3), await run(60)];
    // On the wall clock the bounds had a quarter of each budget: HiGHS proves 607 in the long one.
    expect(short.bound).toBeGreaterThan(0);
    expect(long.bound).toBe(short.bound);
  }, 60_000);

  it('bounds a round-limited solve in several threads by the work its rounds allow too: the same bound in 20 s and in 120 s, as in one thread', async () => {
    const run = (seconds: number, threads: number) =>
      solveModel(curtoisModel(1), { timeLimitSeconds: seconds, threads, maxRounds: 1, seed: 7 });
    const [short, long, one] = [await run(20, 2), await run(120, 2), await run(20, 0)];
    // On the wall clock the bound thread bounded until it proved 607, whatever the rounds.
    expect(short.bound).toBeGreaterThan(0);
    expect(long.bound).toBe(short.bound);
    expect(short.bound).toBe(one.bound);
  }, 300_000);

  it('searches from a given start (a repair) without bounding first: no bound, the same schedule twice', async () => {
    const model = curtoisModel(2);
    const restore = useCountedClock();
    try {
      const { sched: start } = await search(compile(model), { seed: 3, deadline: Infinity, maxRounds: 0 });
      const run = () => solveModel(model, { timeLimitSeconds: 600, threads: 0, maxRounds: 1, start, seed: 7 });
      const [a, b] = [await run(), await run()];
      expect(a.schedule).not.toBeNull();
      // No bound beyond the floor every schedule costs at least (0 here): the bounds did not run.
      expect(a.bound).toBe(0);
      expect(Array.from(a.schedule!)).toEqual(Array.from(b.schedule!));
    } finally {
      restore();
    }
  }, 60_000);
});

describe('a solver thread that fails', () => {
  it('does not take the answer down: without a schedule the status is timeout and the problems name the failure', async () => {
    // A heap cap far below what a thread needs to start kills every thread (ERR_WORKER_OUT_OF_MEMORY).
    // A budget of an hour: the answer comes once both threads have failed, never at the budget, however
    // slowly they start (were it to wait for the budget, the test would outlast its timeout).
    const r = await solveModel(curtoisModel(1), { timeLimitSeconds: 3600, threads: 2, threadMemoryMb: 1 });
    expect(r.status).toBe('timeout');
    expect(r.schedule).toBeNull();
    expect(r.problems.length).toBeGreaterThan(0);
    expect(r.problems[0]).toMatch(/^solver thread failed: /);
  }, 30_000);
});

describe('the reported bound', () => {
  it('lies between 0 and the proven optimum on Curtois 1 (607)', async () => {
    const r = await solveModel(curtoisModel(1), reproducible);
    expect(r.bound).not.toBeNull();
    expect(r.bound!).toBeGreaterThanOrEqual(0);
    expect(r.bound!).toBeLessThanOrEqual(607);
  }, 30_000);

  it('is never negative on a model without negative weights, even when the LP says less', async () => {
    // Nothing to cover and no requests: every schedule costs 0, so the bound is 0.
    const model = tinyModel({ cover: cover(7, 0, 0).map((x) => ({ ...x, requirement: 1, underWeight: 0, overWeight: 0 })) });
    const r = await solveModel(model, reproducible);
    expect(r.bound).toBe(0);
  }, 30_000);
});
