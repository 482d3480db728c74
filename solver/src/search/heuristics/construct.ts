/**
 * Construction: day by day, each under-covered shift takes the unit whose assignment costs the
 * least without breaking a hard rule that the schedule did not already break. Candidate units are
 * sampled so the pass stays fast at 500 employees; the local search repairs what is left.
 */
import { OFF } from '../../model/types.ts';
import { cellAllowed } from '../compile/compiled.ts';
import type { Change, Evaluator } from './evaluator.ts';
import { apartOk } from './moves.ts';
import type { Rng } from './rng.ts';

const SAMPLE = 48;

export function construct(ev: Evaluator, rng: Rng): void {
  const c = ev.c,
    { D, S } = c;
  const order = c.units.map((_, u) => u);
  for (let d = 0; d < D; d++) {
    const shifts = rng.shuffle(Array.from({ length: S }, (_, s) => s)).filter((s) => c.hasCover[d * S + s]);
    for (const s of shifts) {
      let misses = 0;
      while (ev.count[d * S + s]! < c.req[d * S + s]! && misses < 2) {
        rng.shuffle(order);
        let bestMove: Change[] | undefined,
          bestCost = Infinity;
        for (const u of order.slice(0, SAMPLE)) {
          const members = c.units[u]!;
          if (members.some((e) => ev.sched[e * D + d] !== OFF || !cellAllowed(c, e, d, s))) continue;
          const move = members.map((e) => ({ e, d, v: s }));
          if (!apartOk(c, ev.sched, move)) continue;
          const [dh, ds] = ev.delta(move);
          if (dh > 1e-9 + hardSlack(ev, move)) continue;
          if (ds + dh * 1e6 < bestCost) {
            bestCost = ds + dh * 1e6;
            bestMove = move;
          }
        }
        if (bestMove && bestCost < 0) ev.apply(bestMove);
        else misses++;
      }
    }
  }
}

/**
 * Building forward, a run that has just started is still "too short" until later days are filled;
 * tolerate the hard increase a fresh run causes at the day being built.
 */
function hardSlack(ev: Evaluator, move: Change[]): number {
  const c = ev.c;
  let slack = 0;
  for (const m of move) {
    const em = c.emp[m.e]!;
    if (m.d > 0 && ev.sched[m.e * c.D + m.d - 1] === OFF) slack += Math.max(em.minWork, 1) + Math.max(em.minOff, 1);
  }
  return slack;
}
