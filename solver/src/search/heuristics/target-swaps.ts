/**
 * Same-day exchanges aimed at count targets (admin-set and requested counts, fairness, balance).
 * Where cover is met, one person more on a shift costs what one fewer saves, so a person short of
 * a count gains the shift only from someone who gives it up on the same day, cover unchanged:
 * single moves and best responses do not see that trade. An employee and a day are drawn, then a
 * value the employee's targets want there instead of its own (one more of a count it is short
 * of, or one fewer of a count it is over), then a partner who has that value that day; the two
 * cells swap where no hard rule breaks and the cost does not rise (equal cost: a plateau step).
 * Where the swap breaks a succession (a late shift before an early one), the two swap the day
 * before or after as well, then two days either side.
 */
import { cellAllowed, type Compiled } from '../compile/compiled.ts';
import type { Change, Evaluator } from './evaluator.ts';
import { keepIfBetter, type Incumbent } from './local-search.ts';
import { apartOk } from './moves.ts';
import type { Rng } from './rng.ts';
import { now } from '../orchestration/clock.ts';

const EPS = 1e-9;
/** The blocks tried around the day, as [days before, days after]. */
const BLOCKS: [number, number][] = [
  [0, 0],
  [0, 1],
  [1, 0],
  [1, 1],
  [0, 2],
  [2, 0],
];

export interface SwapOptions {
  iterations: number;
  deadline: number;
  onImprove?: (best: Incumbent) => void;
}

/** Employees who roster alone (not in a together unit) and have a count target. */
export function targetEmployees(c: Compiled): number[] {
  return c.units.filter((u) => u.length === 1 && c.emp[u[0]!]!.targets.length > 0).map((u) => u[0]!);
}

/** Per target of e, what one more counted shift is worth: −under while short of it, +over above it (0 at it). */
function marginal(c: Compiled, sched: Int16Array, e: number, out: Float64Array): void {
  const { D, S } = c;
  c.emp[e]!.targets.forEach((t, k) => {
    let n = 0;
    for (let d = 0; d < D; d++) {
      const v = sched[e * D + d]!;
      if (v >= 0 && t.mask[d * S + v]) n++;
    }
    out[k] = n < t.target ? -t.under : n >= t.target ? t.over : 0;
  });
}

export function targetSwaps(ev: Evaluator, rng: Rng, best: Incumbent, o: SwapOptions, who: number[]): void {
  const c = ev.c,
    { D, S } = c;
  if (who.length === 0) return;
  const worth = new Float64Array(Math.max(1, ...c.emp.map((em) => em.targets.length)));
  const gain = new Float64Array(S + 1);
  for (let i = 0; i < o.iterations; i++) {
    if ((i & 255) === 0 && now() > o.deadline) break;
    const e = who[rng.int(who.length)]!,
      d = rng.int(D),
      v = ev.sched[e * D + d]!;
    marginal(c, ev.sched, e, worth);
    // What each value on day d would change in e's targets against v (negative: cheaper).
    let options = 0;
    for (let s = -1; s < S; s++) {
      let g = 0;
      c.emp[e]!.targets.forEach((t, k) => {
        const inS = s >= 0 && t.mask[d * S + s] ? 1 : 0,
          inV = v >= 0 && t.mask[d * S + v] ? 1 : 0;
        g += (inS - inV) * worth[k]!;
      });
      gain[s + 1] = s !== v && g < -EPS && cellAllowed(c, e, d, s) ? 1 : 0;
      options += gain[s + 1]!;
    }
    if (options === 0) continue;
    let pick = rng.int(options),
      s = -1;
    while (gain[s + 1] === 0 || pick-- > 0) s++;
    // A partner with s that day who may take v, from a random start among the solo employees.
    const from = rng.int(who.length);
    for (let k = 0; k < who.length; k++) {
      const g = who[(from + k) % who.length]!;
      if (g === e || ev.sched[g * D + d] !== s) continue;
      const move = blockSwap(ev, e, g, d);
      if (!move) continue;
      ev.apply(move);
      keepIfBetter(ev, best, o.onImprove);
      break;
    }
  }
}

/** The first block around day d over which e and g exchange their cells without breaking a hard rule or raising the cost. */
function blockSwap(ev: Evaluator, e: number, g: number, d: number): Change[] | undefined {
  const c = ev.c,
    { D } = c;
  for (const [before, after] of BLOCKS) {
    if (d - before < 0 || d + after >= D) continue;
    const move: Change[] = [];
    let allowed = true;
    for (let x = d - before; x <= d + after && allowed; x++) {
      const mine = ev.sched[e * D + x]!,
        theirs = ev.sched[g * D + x]!;
      if (mine === theirs) continue;
      allowed = cellAllowed(c, e, x, theirs) && cellAllowed(c, g, x, mine);
      move.push({ e, d: x, v: theirs }, { e: g, d: x, v: mine });
    }
    if (!allowed || !apartOk(c, ev.sched, move)) continue;
    const [dh, ds] = ev.delta(move);
    if (dh <= EPS && ds <= EPS) return move;
  }
  return undefined;
}
