import { describe, expect, it } from 'vitest';
import { solverInputSchema } from '@rostra/contracts/solver/input';
import { generateWardsMonth } from '../../testing/generate-month.ts';
import { OFF } from '../../model/types.ts';
import { toRosterModel } from '../../product/to-model.ts';
import { employee, tinyModel } from '../../testing/tiny.ts';
import { compile } from '../compile/compiled.ts';
import { Evaluator } from './evaluator.ts';
import { searchByGroups, searchGroups } from './group-search.ts';
import type { Incumbent } from './local-search.ts';
import { solveModel } from '../orchestration/solve.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';
import { now } from '../orchestration/clock.ts';

onCountedClock();

// Two wards: A, B and E may work shift 0 only, C and D shift 1 only; a third shift nobody may work.
// A asks for shift 1 and counts it (a cost no schedule changes); C asks shift 1 off on Monday.
const wards = () =>
  tinyModel({
    shiftTypes: [
      { id: 'w1', name: 'Ward 1', durationMinutes: 480 },
      { id: 'w2', name: 'Ward 2', durationMinutes: 480 },
      { id: 'x', name: 'Nobody', durationMinutes: 480 },
    ],
    cover: Array.from({ length: 7 }, (_, day) =>
      [0, 1, 2].map((shiftType) => ({ day, shiftType, requirement: 2, underWeight: 10, overWeight: 1 })),
    ).flat(),
    employees: [
      employee('A', {
        disallowedShiftTypes: [1, 2],
        maxConsecutiveWork: 3,
        shiftOnRequests: [{ day: 0, shiftType: 1, weight: 3 }],
        countTargets: [{ kind: 'admin', shiftTypes: [1], target: 2, underWeight: 5, overWeight: 5 }],
      }),
      employee('C', { disallowedShiftTypes: [0, 2], maxConsecutiveWork: 2, shiftOffRequests: [{ day: 0, shiftType: 1, weight: 4 }] }),
      employee('B', { disallowedShiftTypes: [1, 2] }),
      employee('D', { disallowedShiftTypes: [0, 2] }),
      employee('E', { disallowedShiftTypes: [1, 2], maxConsecutiveWork: 2 }),
    ],
    apartGroups: [[0, 2]],
  });

describe('the search by employee groups', () => {
  it('applies where the month falls into more than one group only', () => {
    expect(searchGroups(compile(wards()))).toHaveLength(2);
    expect(searchGroups(compile(tinyModel()))).toBeUndefined();
  });

  it("reports the month's schedules at their true cost and reaches the month's optimum", async () => {
    const model = wards(),
      c = compile(model);
    const optimum = await solveModel(model, { timeLimitSeconds: 10, threads: 0 });
    expect(optimum.status).toBe('optimal');
    const reported: Incumbent[] = [];
    // From an empty month (a start: the groups take its rows).
    const best = await searchByGroups(c, searchGroups(c)!, {
      seed: 1,
      deadline: now() + 5_000,
      start: new Int16Array(c.E * c.D).fill(OFF),
      target: optimum.objective!,
      onImprove: (b) => reported.push({ sched: b.sched.slice(), hard: b.hard, soft: b.soft }),
    });
    expect(reported.length).toBeGreaterThan(0);
    for (const r of reported) {
      const ev = new Evaluator(c, r.sched);
      expect([r.hard, r.soft]).toEqual([ev.hard, ev.soft]);
    }
    const ev = new Evaluator(c, best.sched);
    expect([best.hard, best.soft]).toEqual([0, ev.soft]);
    expect(best.soft).toBeCloseTo(optimum.objective!, 6);
  }, 60_000);

  it('starts each group from its rows of a given month', async () => {
    const model = wards(),
      c = compile(model);
    const optimum = await solveModel(model, { timeLimitSeconds: 10, threads: 0 });
    const start = Int16Array.from(optimum.schedule!);
    const best = await searchByGroups(c, searchGroups(c)!, { seed: 2, deadline: now(), start });
    expect(best.soft).toBeCloseTo(new Evaluator(c, start).soft, 6);
  }, 60_000);

  it("reports the month at most every 100 ms besides the ends of its groups' searches, its best last", async () => {
    // Given the 1,000-employee wards month (ten wards): every report is the whole month.
    const c = compile(toRosterModel(solverInputSchema.parse(generateWardsMonth(1000, 1))).model),
      groups = searchGroups(c)!;
    const reported: { at: number; soft: number }[] = [],
      started = now();
    const best = await searchByGroups(c, groups, {
      seed: 1,
      deadline: started + 1_000,
      onImprove: (b) => reported.push({ at: now(), soft: b.soft }),
    });
    const elapsed = now() - started;
    // Reports come 100 ms apart (on the counted clock), besides the one after the first schedules and one per group's search.
    expect(reported.length).toBeLessThanOrEqual(Math.floor(elapsed / 100) + 1 + 1 + groups.length);
    // Then nothing is left unreported: the last report is the best.
    expect(reported.at(-1)!.soft).toBe(best.soft);
  }, 60_000);
});
