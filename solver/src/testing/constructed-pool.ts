import { readFileSync } from 'node:fs';
import { parseCurtois } from '../curtois/parse.ts';
import type { RosterModel } from '../model/types.ts';
import { compile, type Compiled } from '../search/compiled.ts';
import { Evaluator } from '../search/evaluator.ts';
import { RosterPool } from '../search/master.ts';
import { reroster, soloEmployees } from '../search/reroster.ts';
import { Rng } from '../search/rng.ts';
import { RosterDp } from '../search/roster-dp.ts';
import { initialSchedule } from '../search/search.ts';

export interface ConstructedPool {
  model: RosterModel;
  c: Compiled;
  dp: RosterDp;
  /** Zero cell prices, the buffer the roster DP prices into. */
  prices: Float64Array;
  /** Two schedules built by best responses in the orders of seeds 1 and 2. */
  schedules: Evaluator[];
  /** Both schedules' rosters. */
  pool: RosterPool;
}

/** The master's test bed: Curtois & Qu instance `n`, two constructed schedules and a pool of their rosters. */
export function constructedPool(n: number): ConstructedPool {
  const model = parseCurtois(readFileSync(new URL(`../../../../shared/benchmarks/curtois-qu/Instance${n}.txt`, import.meta.url), 'utf8'));
  const c = compile(model), dp = new RosterDp(c), prices = new Float64Array(c.D * (c.S + 1));
  const schedules = [1, 2].map((seed) => {
    const ev = new Evaluator(c, initialSchedule(c));
    for (const e of new Rng(seed).shuffle(soloEmployees(ev))) reroster(ev, dp, e, prices);
    return ev;
  });
  const pool = new RosterPool(c);
  for (const ev of schedules) pool.addSchedule(ev, ev.sched);
  return { model, c, dp, prices, schedules, pool };
}
