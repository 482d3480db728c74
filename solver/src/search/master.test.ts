import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCurtois } from '../curtois/parse.ts';
import { validate } from '../validate/validate.ts';
import { compile } from './compiled.ts';
import { Evaluator } from './evaluator.ts';
import { highsRuntime } from './highs.ts';
import { RosterPool } from './master.ts';
import { reroster, soloEmployees } from './reroster.ts';
import { Rng } from './rng.ts';
import { RosterDp } from './roster-dp.ts';
import { initialSchedule } from './search.ts';

describe('roster pool master', () => {
  it('recombines the rosters of two schedules into a valid one no worse than either', async () => {
    const model = parseCurtois(readFileSync(new URL('../../../../shared/benchmarks/curtois-qu/Instance3.txt', import.meta.url), 'utf8'));
    const c = compile(model), dp = new RosterDp(c), prices = new Float64Array(c.D * (c.S + 1));
    const schedules = [1, 2].map((seed) => {
      const ev = new Evaluator(c, initialSchedule(c));
      for (const e of new Rng(seed).shuffle(soloEmployees(ev))) reroster(ev, dp, e, prices);
      return ev;
    });
    const pool = new RosterPool(c);
    for (const ev of schedules) pool.addSchedule(ev, ev.sched);
    const start = schedules[0]!.soft <= schedules[1]!.soft ? schedules[0]! : schedules[1]!;
    const schedule = pool.solve(await highsRuntime(), 20, Date.now() + 20_000, start.sched);
    const report = validate(model, schedule!);
    expect(report.violations).toEqual([]);
    expect(report.objective.total).toBeLessThanOrEqual(start.soft);
  }, 30_000);
});
