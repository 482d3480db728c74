/**
 * Diving on the master LP: fix the roster with the largest LP value (and every roster already
 * at 1), re-optimise the warm LP, price fresh rosters for the employees still free against the
 * new duals, and repeat until every employee holds one roster. Each step costs a few pivots and
 * one pricing pass, so a whole schedule comes out far faster than a cold MILP over the pool.
 */
import type { Compiled } from '../compile/compiled.ts';
import type { MasterDuals, MasterLp } from '../column-generation/master-lp.ts';
import type { RosterPool } from '../column-generation/master.ts';
import { now } from '../orchestration/clock.ts';

/** Prices the employees in `free` against the duals; returns how many rosters joined the pool. */
// Rosters at least this close to 1 are fixed together with the largest: fewer steps, small loss.
const NEARLY_ONE = 0.9;

export type Pricer = (duals: MasterDuals, free: number[]) => number;

export function dive(c: Compiled, pool: RosterPool, master: MasterLp, price: Pricer, deadline: number): Int16Array | undefined {
  const { E, D } = c;
  const chosen = new Int32Array(E).fill(-1);
  let left = E;
  try {
    while (left > 0) {
      if (now() > deadline) return undefined;
      let duals = master.solve(deadline);
      if (!duals) return undefined;
      const free = [...chosen.keys()].filter((e) => chosen[e]! < 0);
      if (price(duals, free) > 0 && !(duals = master.solve(deadline))) return undefined;
      let pick = -1,
        pickK = -1,
        pickX = -1;
      for (const e of free) {
        const [k, x] = master.largest(e);
        if (k < 0) return undefined;
        if (x >= NEARLY_ONE) {
          chosen[e] = k;
          master.fix(e, k);
          left--;
        } else if (x > pickX) {
          pick = e;
          pickK = k;
          pickX = x;
        }
      }
      if (pick >= 0) {
        chosen[pick] = pickK;
        master.fix(pick, pickK);
        left--;
      }
    }
  } finally {
    master.release();
  }
  const schedule = new Int16Array(E * D);
  chosen.forEach((k, e) => schedule.set(pool.rosters[e]![k]!, e * D));
  return schedule;
}
