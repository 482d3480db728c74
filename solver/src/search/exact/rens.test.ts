import { describe, expect, it } from 'vitest';
import { OFF } from '../../model/types.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';
import { employee, tinyModel } from '../../testing/tiny.ts';
import { validate } from '../../validate/validate.ts';
import { compile } from '../compile/compiled.ts';
import { highsRuntime } from '../compile/highs.ts';
import { overtaken, rens, rensNeighbourhood } from './rens.ts';

// HiGHS's time limit on a counted clock: no machine is too slow for it.
onCountedClock();

describe('RENS', () => {
  it('fixes the cells the LP settles (off included), frees the split ones to the shifts the LP uses there, and keeps pinned cells', () => {
    const c = compile(
      tinyModel({
        employees: [employee('A'), employee('B')],
        pinned: [{ employee: 1, day: 2, shiftType: 0 }],
      }),
    );
    const { D, S } = c,
      x = new Float64Array(c.E * D * (S + 1));
    const at = (e: number, d: number, v: number): number => (e * D + d) * (S + 1) + 1 + v;
    for (let d = 0; d < D; d++) x[at(0, d, OFF)] = 1;
    x[at(0, 1, OFF)] = 0.5;
    x[at(0, 1, 0)] = 0.5;
    x[at(0, 3, OFF)] = 0;
    x[at(0, 3, 0)] = 1;
    const hood = rensNeighbourhood(c, x);
    expect(hood.free[1]).toBe(1);
    expect(hood.sched[0]).toBe(OFF);
    expect(hood.free[3]).toBe(0);
    expect(hood.sched[3]).toBe(0);
    // B's row is all zeros: nothing settled, so every cell is free but the pinned one.
    expect(hood.free[D + 2]).toBe(0);
    expect(hood.sched[D + 2]).toBe(0);
    expect(hood.cells).toBe(1 + (D - 1));
    // A's split cell may take shift 0 (the LP uses it there) or stay off, nothing else; B's free cells take no shift.
    const takes = (cell: number): number[] => Array.from({ length: S }, (_, s) => s).filter((s) => hood.allowed[cell * S + s]);
    expect(takes(1)).toEqual([0]);
    expect(takes(D)).toEqual([]);
  });

  it("a neighbourhood is overtaken once another thread's schedule meets its cutoff and beats this thread's", () => {
    // Built below 1144 (cutoff 1143.5) by a thread at 1145.
    expect(overtaken(1143, 1143.5, 1145)).toBe(true);
    expect(overtaken(1144, 1143.5, 1145)).toBe(false);
    // This thread's own 1143: nothing found elsewhere.
    expect(overtaken(1143, 1143.5, 1143)).toBe(false);
    expect(overtaken(Infinity, 1143.5, 1145)).toBe(false);
  });

  it('with a cutoff, finds only schedules below it', async () => {
    // A's day off costs 5, B's 3: the one shift needed costs 3 at best.
    const model = tinyModel({
      employees: [
        employee('A', { shiftOffRequests: [{ day: 0, shiftType: 0, weight: 5 }] }),
        employee('B', { shiftOffRequests: [{ day: 0, shiftType: 0, weight: 3 }] }),
      ],
      cover: [{ day: 0, shiftType: 0, requirement: 1, underWeight: 100, overWeight: 1 }],
    });
    const c = compile(model),
      { D } = c;
    const free = new Uint8Array(c.E * D);
    free[0] = free[D] = 1;
    const hood = { sched: new Int16Array(c.E * D).fill(OFF), free, cells: 2, allowed: Uint8Array.from(c.allowed) };
    const highs = await highsRuntime();
    const below = (cutoff: number): number[] => {
      const found: number[] = [];
      rens(highs, c, { ...hood, cutoff }, { timeLimit: 10, deadline: Infinity, seed: 1 }, (s) =>
        found.push(validate(model, s).objective.total),
      );
      return found;
    };
    expect(below(2.5)).toEqual([]);
    expect(below(3.5).at(-1)).toBe(3);
  });
});
