import { describe, expect, it } from 'vitest';
import { solverInputSchema } from '@rostra/contracts/solver/input';
import { OFF } from '../../model/types.ts';
import { toRosterModel } from '../../product/to-model.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';
import { generateMonth } from '../../testing/generate-month.ts';
import { employee, tinyModel } from '../../testing/tiny.ts';
import { validate } from '../../validate/validate.ts';
import { relaxationBound } from '../bounds/bound.ts';
import { MasterAscent } from '../bounds/roster-master.ts';
import { subgradientBound } from '../bounds/subgradient-bound.ts';
import { compile } from '../compile/compiled.ts';
import { highsRuntime } from '../compile/highs.ts';
import { initialSchedule } from '../heuristics/search.ts';
import { now } from '../orchestration/clock.ts';
import { aroundShared, dayParts, disagreeing, lpNeighbourhood } from './lp-neighbourhood.ts';

// HiGHS's time limits and the deadlines on a counted clock: the same work on any machine.
onCountedClock();

/** A small generated product month (8 employees: groups, vacations, preferences, rules, count targets), its LP rounded, and the first schedule. */
async function smallMonth() {
  const { model } = toRosterModel(solverInputSchema.parse(generateMonth(8, 1)));
  const c = compile(model);
  const highs = await highsRuntime();
  const { rounded } = relaxationBound(highs, c, now() + 60_000);
  return { model, c, highs, rounded: rounded!, start: initialSchedule(c) };
}

describe("the LP's neighbourhood", () => {
  it('frees the cells where the rounded LP and the schedule disagree, never a pinned one', () => {
    const c = compile(tinyModel({ employees: [employee('A'), employee('B')], pinned: [{ employee: 1, day: 2, shiftType: 0 }] }));
    const { D } = c;
    const sched = new Int16Array(c.E * D).fill(OFF);
    sched[D + 2] = 0;
    const rounded = sched.slice();
    rounded[1] = 0;
    rounded[D + 2] = OFF;
    const free = disagreeing(c, rounded, sched);
    expect(Array.from(free.keys()).filter((cell) => free[cell])).toEqual([1]);
  });

  it('finds strictly better valid schedules around a schedule the LP disagrees with, none above it', async () => {
    const { model, c, highs, rounded, start } = await smallMonth();
    const before = validate(model, start).objective.total;
    const found: { valid: boolean; total: number }[] = [];
    const { cells } = lpNeighbourhood(highs, c, rounded, start, { timeLimit: 30, seed: 1, maxNodes: 200 }, (s) => {
      const report = validate(model, s);
      found.push({ valid: report.valid, total: report.objective.total });
    });
    expect(cells).toBeGreaterThan(0);
    expect(found.length).toBeGreaterThan(0);
    for (const f of found) {
      expect(f.valid).toBe(true);
      expect(f.total).toBeLessThanOrEqual(before);
    }
    expect(Math.min(...found.map((f) => f.total))).toBeLessThan(before);
  });

  it("finds strictly better valid schedules around the ceiling master's solution, rounded, too", async () => {
    const { model, c, highs, start } = await smallMonth();
    const master = new MasterAscent(highs, { every: 0, warmup: 30, until: Infinity });
    subgradientBound(c, Infinity, undefined, 60, master);
    const rounded = master.rounded()!;
    master.dispose();
    const totals: number[] = [];
    lpNeighbourhood(highs, c, rounded, start, { timeLimit: 30, seed: 1, maxNodes: 200 }, (s) => {
      const report = validate(model, s);
      expect(report.valid).toBe(true);
      totals.push(report.objective.total);
    });
    expect(Math.min(...totals)).toBeLessThan(validate(model, start).objective.total);
  });

  it("cuts the month's days into parts that hold every cell once; shifted, their bounds fall inside the first partition's parts", () => {
    const c = compile(tinyModel({ employees: [employee('A'), employee('B')] }));
    const days = (part: Uint8Array): number[] => Array.from(part.keys()).filter((cell) => part[cell] && cell < c.D);
    for (const shift of [0, 3]) {
      const parts = dayParts(c, 3, shift);
      expect(Array.from({ length: c.E * c.D }, (_, cell) => parts.reduce((n, p) => n + p[cell]!, 0))).toEqual(new Array(c.E * c.D).fill(1));
      // Employee B's cells of a part are A's days.
      for (const part of parts) expect(days(part).map((d) => part[c.D + d])).toEqual(days(part).map(() => 1));
    }
    expect(dayParts(c, 3).map(days).slice(0, 2)).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ]);
    expect(dayParts(c, 3, 1).map(days).slice(0, 2)).toEqual([[0], [1, 2, 3]]);
  });

  it("with a part, frees only the part's disagreeing cells: valid schedules no worse than the centre, changed only within the part", async () => {
    const { model, c, highs, rounded, start } = await smallMonth();
    const part = dayParts(c, 7)[1]!;
    const before = validate(model, start).objective.total;
    const found: Int16Array[] = [];
    const { cells } = lpNeighbourhood(highs, c, rounded, start, { timeLimit: 30, seed: 1, maxNodes: 200 }, (s) => found.push(s), part);
    expect(cells).toBe(disagreeing(c, rounded, start).reduce((n, f, cell) => n + f * part[cell]!, 0));
    expect(cells).toBeGreaterThan(0);
    expect(found.length).toBeGreaterThan(0);
    for (const s of found) {
      const report = validate(model, s);
      expect(report.valid).toBe(true);
      expect(report.objective.total).toBeLessThanOrEqual(before);
      expect(Array.from(s.keys()).filter((cell) => s[cell] !== start[cell] && !part[cell])).toEqual([]);
    }
  });

  it('around the rounded LP itself frees nothing and finds nothing', async () => {
    const { c, highs, rounded } = await smallMonth();
    const found: Int16Array[] = [];
    expect(lpNeighbourhood(highs, c, rounded, rounded, { timeLimit: 30, seed: 1 }, (s) => found.push(s))).toEqual({
      cells: 0,
      proved: true,
    });
    expect(found).toEqual([]);
  });

  it('goes on around each better schedule, reporting only improvements, until one is proved with nothing better come', async () => {
    const { model, c, highs, rounded, start } = await smallMonth();
    const shared = [[start], [], []];
    const improved: number[] = [];
    const working: boolean[] = [];
    const deadline = now() + 600_000;
    await aroundShared(highs, c, rounded, {
      deadline,
      seed: 1,
      pull: () => Promise.resolve(shared.shift() ?? []),
      onImprove: (s) => improved.push(validate(model, s).objective.total),
      working: (on) => working.push(on),
    });
    // Each HiGHS run is told as it begins and as it ends: the solve's stall rule waits for it.
    expect(working.length).toBeGreaterThanOrEqual(2);
    expect(working).toEqual(working.map((_, i) => i % 2 === 0));
    expect(improved.length).toBeGreaterThan(0);
    expect(improved[0]).toBeLessThan(validate(model, start).objective.total);
    for (let i = 1; i < improved.length; i++) expect(improved[i]).toBeLessThan(improved[i - 1]!);
    // It ended on a proof, not at its deadline.
    expect(now()).toBeLessThan(deadline);
  });

  it('in parts, goes through them in turn around each better schedule until every part around one brought nothing better', async () => {
    const { model, c, highs, rounded, start } = await smallMonth();
    const parts = dayParts(c, 7);
    const shared = [[start]];
    const improved: Int16Array[] = [];
    let pulls = 0;
    await aroundShared(highs, c, rounded, {
      deadline: now() + 600_000,
      seed: 1,
      pull: () => (pulls++, Promise.resolve(shared.shift() ?? [])),
      onImprove: (s) => improved.push(s),
      parts: { parts, seconds: 30 },
    });
    expect(improved.length).toBeGreaterThan(0);
    const totals = improved.map((s) => validate(model, s).objective.total);
    for (let i = 1; i < totals.length; i++) expect(totals[i]).toBeLessThan(totals[i - 1]!);
    expect(totals[0]).toBeLessThan(validate(model, start).objective.total);
    // A part per neighbourhood: at least one whole round around the last improvement, nothing better from it.
    expect(pulls).toBeGreaterThan(parts.length);
  });

  it('between neighbourhoods runs `meanwhile` from the best, told to stop once a better schedule is known, and ends when it brings nothing better', async () => {
    const { model, c, highs, rounded, start } = await smallMonth();
    const shared = [[start]];
    let best = Infinity,
      elsewhere = Infinity;
    const calls: { from: number; stopAtBest: boolean; stopBelow: boolean }[] = [];
    await aroundShared(highs, c, rounded, {
      deadline: now() + 600_000,
      seed: 1,
      pull: () => Promise.resolve(shared.shift() ?? []),
      onImprove: (s) => (best = validate(model, s).objective.total),
      bestElsewhere: () => elsewhere,
      meanwhile: (from, stop) => {
        elsewhere = best;
        const stopAtBest = stop();
        elsewhere = best - 1;
        calls.push({ from: validate(model, from).objective.total, stopAtBest, stopBelow: stop() });
        return Promise.resolve(from);
      },
    });
    expect(calls).toEqual([{ from: best, stopAtBest: false, stopBelow: true }]);
  });
});
