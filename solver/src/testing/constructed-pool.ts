import { curtoisModel } from './curtois.ts';
import type { RosterModel } from '../model/types.ts';
import { compile, type Compiled } from '../search/compile/compiled.ts';
import { Evaluator } from '../search/heuristics/evaluator.ts';
import { MasterLp, type MasterDuals } from '../search/column-generation/master-lp.ts';
import { RosterPool } from '../search/column-generation/master.ts';
import { dualPrices } from '../search/roster-dp/dual-prices.ts';
import { reroster, soloEmployees } from '../search/heuristics/reroster.ts';
import { Rng } from '../search/heuristics/rng.ts';
import { RosterDp } from '../search/roster-dp/roster-dp.ts';
import { initialSchedule } from '../search/heuristics/search.ts';
import { ColumnGeneration } from '../search/column-generation/column-generation.ts';
import { lagrangianApplies } from '../search/bounds/lagrangian-bound.ts';

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

/** The master's test bed: Curtois & Qu instance `n` (or a model), two constructed schedules and a pool of their rosters. */
export function constructedPool(n: number | RosterModel): ConstructedPool {
  const model = typeof n === 'number' ? curtoisModel(n) : n;
  const c = compile(model),
    dp = new RosterDp(c),
    prices = new Float64Array(c.D * (c.S + 1));
  const schedules = [1, 2].map((seed) => {
    const ev = new Evaluator(c, initialSchedule(c));
    for (const e of new Rng(seed).shuffle(soloEmployees(ev))) reroster(ev, dp, e, prices);
    return ev;
  });
  const pool = new RosterPool(c);
  for (const ev of schedules) pool.addSchedule(ev, ev.sched);
  return { model, c, dp, prices, schedules, pool };
}

export interface ConvergedMaster extends ConstructedPool {
  master: MasterLp;
  /** Prices every employee (holding the cells of `fixed`) into the pool; how many rosters joined. */
  price(duals: MasterDuals, fixed?: Int16Array): number;
}

/** Column generation over `constructedPool(n)` until no roster prices out. */
export function convergedMaster(n: number): ConvergedMaster {
  const bed = constructedPool(n),
    { c, dp, prices, schedules, pool } = bed;
  const master = new MasterLp(pool, schedules[0]!.sched);
  const price = (duals: MasterDuals, fixed = c.fixed): number => {
    let added = 0;
    for (let e = 0; e < c.E; e++) {
      const row = dp.solve(e, dualPrices(c, e, duals.cover, prices, fixed));
      if (row && pool.add(schedules[0]!, e, row)) added++;
    }
    return added;
  };
  while (price(master.solve(Infinity)!) > 0);
  return { ...bed, master, price };
}

/**
 * Column generation's rounds (ColumnGeneration) over `constructedPool(n)` with the centre's weight
 * `alpha` until they converge: the rounds taken, the LP's value, and every pricing pass's bound.
 */
export function convergedColumns(n: number | RosterModel, alpha: number): { rounds: number; objective: number; bounds: number[] } {
  const { c, dp, prices, schedules, pool } = constructedPool(n);
  const master = new MasterLp(pool, schedules[0]!.sched),
    bounds: number[] = [];
  const columns = new ColumnGeneration(
    { c, dp, pool, master, ev: schedules[0]!, prices, employees: [...Array(c.E).keys()], bounded: lagrangianApplies(c, dp) },
    (value) => bounds.push(value),
    alpha,
  );
  for (let rounds = 1; ; rounds++) {
    const done = columns.round(Infinity)!;
    if (done.converged) return { rounds, objective: done.lp.objective, bounds };
  }
}
