import { describe, expect, it } from 'vitest';
import { employee, rows, tinyModel } from '../../testing/tiny.ts';
import { compile } from '../compile/compiled.ts';
import { Evaluator } from './evaluator.ts';
import { Rng } from './rng.ts';
import { targetEmployees, targetSwaps } from './target-swaps.ts';

// A week of an Early (D) and a Late (N) shift a day, each needing one person. A asked for seven
// Earlies, B for seven Lates (10 per shift short), and each is rostered the other's shift every day.
const month = () =>
  tinyModel({
    shiftTypes: [
      { id: 'D', name: 'Early', startMinute: 360, durationMinutes: 480 },
      { id: 'N', name: 'Late', startMinute: 840, durationMinutes: 480 },
    ],
    cover: Array.from({ length: 7 }, (_, day) =>
      [0, 1].map((shiftType) => ({ day, shiftType, requirement: 1, underWeight: 100, overWeight: 20 })),
    ).flat(),
    employees: [
      employee('A', { countTargets: [{ kind: 'admin_baseline', shiftTypes: [0], target: 7, underWeight: 10, overWeight: 0 }] }),
      employee('B', { countTargets: [{ kind: 'admin_baseline', shiftTypes: [1], target: 7, underWeight: 10, overWeight: 0 }] }),
    ],
  });

describe('same-day swaps aimed at count targets', () => {
  it('trades shifts between two people on the same day until each has the counts asked for, cover unchanged', () => {
    const model = month(),
      c = compile(model);
    const ev = new Evaluator(c, rows(model, 'NNNNNNN', 'DDDDDDD'));
    expect(ev.soft).toBe(140);
    const best = { sched: ev.sched.slice(), hard: ev.hard, soft: ev.soft };
    let reported = 0;
    targetSwaps(ev, new Rng(3), best, { iterations: 500, deadline: Infinity, onImprove: () => reported++ }, targetEmployees(c));
    expect(Array.from(best.sched)).toEqual(Array.from(rows(model, 'DDDDDDD', 'NNNNNNN')));
    expect(best.soft).toBe(0);
    expect(best.hard).toBe(0);
    expect(reported).toBe(7);
  });

  it('never takes a swap that breaks a hard rule', () => {
    // A may not work Lates: B keeps them, and A's Late count stays short.
    const model = tinyModel({
      ...month(),
      employees: [
        employee('A', {
          disallowedShiftTypes: [1],
          countTargets: [{ kind: 'admin_baseline', shiftTypes: [1], target: 7, underWeight: 10, overWeight: 0 }],
        }),
        employee('B', {}),
      ],
    });
    const c = compile(model);
    const ev = new Evaluator(c, rows(model, 'DDDDDDD', 'NNNNNNN'));
    const best = { sched: ev.sched.slice(), hard: ev.hard, soft: ev.soft };
    targetSwaps(ev, new Rng(3), best, { iterations: 500, deadline: Infinity }, targetEmployees(c));
    expect(Array.from(ev.sched)).toEqual(Array.from(rows(model, 'DDDDDDD', 'NNNNNNN')));
  });
});
